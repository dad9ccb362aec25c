import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';

const run = promisify(execFile);
const VITEST = join(ROOT, 'node_modules/vitest/vitest.mjs');

/** A nested vitest run of one fixture file, as the user's `npm test` would run it. */
async function nestedVitest(file: string): Promise<{ code: number; output: string }> {
  const args = [VITEST, 'run', '--config', 'test/vitest/fixtures/vitest.config.ts', '--reporter=verbose', file];
  try {
    const { stdout, stderr } = await run(process.execPath, args, {
      cwd: ROOT,
      timeout: 110_000,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, output: (e.stdout ?? '') + (e.stderr ?? '') };
  }
}

describe('describeA34 inside a vitest suite', () => {
  it('passes the selected properties and RED cases on the reference', async () => {
    const { code, output } = await nestedVitest('test/vitest/fixtures/reference.a34.ts');
    expect(code, output).toBe(0);
    expect(output).toContain('seed 20261201');
    expect(output).toMatch(/✓ .*property parity\.final-without-hooks/);
    expect(output).toMatch(/✓ .*red after-final-check-add/);
    expect(output).toMatch(/✓ .*no input errors/);
  });

  it('fails a planted historic fault with its seed, path and a replay command', async () => {
    const { code, output } = await nestedVitest('test/vitest/fixtures/faulty.a34.ts');
    expect(code, output).toBe(1);
    expect(output).toMatch(/× .*property parity\.final-without-hooks/);
    expect(output).toContain('seed=5 path=');
    expect(output).toContain('replay: npx a34-verify replay --property parity.final-without-hooks --seed 5 --path');
    expect(output).toContain('--adapter test/cli/fixtures/faulty-adapter.ts');
  });
});
