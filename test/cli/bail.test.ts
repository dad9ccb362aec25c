import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, FAULTY_ADAPTER, runArgs, tempDir } from './helpers.js';

describe('run --bail', () => {
  const { dir, cleanup } = tempDir('bail');
  afterAll(cleanup);

  it('stops after the first failed check, lists what did not run, and skips the coverage gate', async () => {
    const grep = '^(parity\\.final-without-hooks|projection\\.pure)$';
    // One worker: checks run in selection order, so which ones ran does not depend on timing.
    const flags = { adapter: FAULTY_ADAPTER, seed: 5, numRuns: 20, grep, workers: 1, corpus: false } as const;
    const run = await cli(runArgs({ ...flags, reports: 'r' }, '--bail'), dir);
    expect(run.exit).toBe(1);
    expect(run.out).toContain('bail: stopped after 1 failed check(s); 1 not run: projection.pure');
    expect(run.out).toContain('checks: 1 check failed: parity.final-without-hooks');
    expect(run.out).toContain('coverage: gate skipped');
    const report = JSON.parse(readFileSync(join(dir, 'r/summary.json'), 'utf8')) as { skipped?: string[] };
    expect(report.skipped).toEqual(['projection.pure']);
  }, 60_000);

  it('refuses a bail count below 1', async () => {
    expect((await cli(['run', '--bail', '0'], dir)).exit).toBe(2);
  });
});
