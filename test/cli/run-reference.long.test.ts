import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_PROPERTIES } from '../../properties/index.js';
import { cli, readSummary, runArgs, tempDir } from './helpers.js';

describe('a34-verify run against the reference', () => {
  const { dir, cleanup } = tempDir('run-ref');
  afterAll(cleanup);

  // The full ci profile runs in test/properties and test/examples; here the CLI's plumbing is under test.
  it('passes every property and RED case and writes the reports', async () => {
    const flags = { adapter: 'reference', profile: 'ci', seed: 20261129, numRuns: 20, reports: 'reports' } as const;
    const { exit, out } = await cli(runArgs(flags, '--coverage-floor', '0'), dir);
    expect(exit, out).toBe(0);
    expect(out).toMatch(/✓ parity\.final-without-hooks {2}20 runs/);
    const report = readSummary(join(dir, 'reports/summary.json'));
    expect(report.adapter).toBe('reference');
    expect(report.profile).toBe('ci');
    expect(report.properties.map((p) => p.id)).toEqual(ALL_PROPERTIES.map((p) => p.id));
    expect(report.properties.every((p) => p.status === 'passed')).toBe(true);
    expect(report.red.length).toBeGreaterThanOrEqual(30);
    expect(report.coverage).toMatchObject({ floor: 0, shortfalls: [] });
    expect(report.inputErrors).toEqual([]);
    expect(existsSync(join(dir, 'reports/a34-verify.junit.xml'))).toBe(true);
    // Nothing failed, so the corpus stays empty.
    expect(existsSync(join(dir, 'corpus'))).toBe(false);
  });

  it('fails the run on a coverage shortfall even when every check passes', async () => {
    const flags = { adapter: 'reference', profile: 'ci', seed: 3, numRuns: 2, corpus: false, reports: 'low' } as const;
    const { exit, out } = await cli(runArgs(flags), dir);
    expect(exit).toBe(1);
    expect(out).toMatch(/coverage: \d+ cells? under the floor of 2: .*× /);
    expect(out).toContain('exit 1: coverage fell short');
  });
});
