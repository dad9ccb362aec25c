import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { FAULTY_ADAPTER, ROOT, runArgs, tempDir } from './helpers.js';

const run = promisify(execFile);
const BIN = join(ROOT, 'bin/a34-verify.mjs');

/** The shim as a user runs it: a child process, its own exit code, nothing in-process. */
async function shim(args: readonly string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN, ...args], { cwd, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('bin/a34-verify.mjs', () => {
  const { dir, cleanup } = tempDir('bin');
  afterAll(cleanup);

  it('runs the TypeScript CLI through tsx and exits with its code', async () => {
    const grep = '^parity\\.final-without-hooks$';
    const { code, stdout } = await shim(
      runArgs({ adapter: FAULTY_ADAPTER, seed: 5, numRuns: 10, grep, corpus: false, reports: 'r' }),
      dir,
    );
    expect(code).toBe(1);
    expect(stdout).toMatch(/✗ parity\.final-without-hooks {2}seed=5 path=/);
    expect(JSON.parse(readFileSync(join(dir, 'r/summary.json'), 'utf8'))).toMatchObject({
      adapter: 'final-only-with-hooks',
      seed: 5,
    });
  });

  it('exits 2 on bad usage', async () => {
    const { code, stderr } = await shim(['run', '--profile', 'weekly'], dir);
    expect(code).toBe(2);
    expect(stderr).toMatch(/weekly/);
  });
});
