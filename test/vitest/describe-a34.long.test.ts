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
  // One nested run of both fixtures (one vitest start-up): the reference slice passes, the planted fault fails.
  const nested = nestedVitest('test/vitest/fixtures');

  it('passes the selected properties and RED cases on the reference', async () => {
    const { output } = await nested;
    expect(output).toContain('seed 20261201');
    expect(output).toMatch(/✓ .*reference \(profile ci, seed 20261201\) > property parity\.final-without-hooks/);
    expect(output).toMatch(/✓ .*reference \(profile ci, seed 20261201\) > red after-final-check-add/);
    expect(output).toMatch(/✓ .*reference \(profile ci, seed 20261201\) > no input errors/);
    expect(output).not.toMatch(/× .*reference \(profile ci/);
  });

  it('fails a planted historic fault with its seed, path and a replay command', async () => {
    const { code, output } = await nested;
    expect(code, output).toBe(1);
    expect(output).toMatch(/× .*property parity\.final-without-hooks/);
    expect(output).toContain('seed=5 path=');
    expect(output).toContain('replay: npx a34-verify replay --property parity.final-without-hooks --seed 5 --path');
    expect(output).toContain('--adapter test/cli/fixtures/faulty-adapter.ts');
  });

  it('runs a module behind the same worker boundary as run: a late dispatch is a failure there too', async () => {
    const { output } = await nested;
    expect(output).toMatch(/× .*late-dispatch \(profile ci, seed 7\) > property settlement\.closed-exactly-once/);
    expect(output).toMatch(/a rejected request was dispatched|late dispatch/);
  });

  it('finds the module of an adapter defineAdapter made: given only the object, a late dispatch fails too', async () => {
    const { output } = await nested;
    expect(output).toMatch(
      /× .*late-dispatch-object \(profile ci, seed 7\) > property settlement\.closed-exactly-once/,
    );
    expect(output).toContain('--adapter test/vitest/fixtures/late-dispatch-object.ts');
  });

  it('times each check in its own test and fails it with the finding alone', async () => {
    const { output } = await nested;
    // The check runs inside its test: it takes its own time, never a 0 ms read of a verdict found earlier.
    const ms = /✓ .*reference \(profile ci, seed 20261201\) > property parity\.final-without-hooks (\d+)ms/.exec(
      output,
    );
    expect(Number(ms?.[1])).toBeGreaterThan(0);
    expect(output).toMatch(/A34Failure: ✗ parity\.final-without-hooks {2}seed=5/);
    expect(output).not.toMatch(/expected '\w+' to be 'passed'/);
    // No frame of the harness's own throw: the failure is the implementation's.
    expect(output).not.toMatch(/❯ src\/vitest\.ts/);
  });
});
