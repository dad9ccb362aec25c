import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveWorkers } from '../../src/cli/workers.js';
import { FAULTY_ADAPTER, ROOT, cli, tempDir, timelessSummary as timeless } from './helpers.js';

const LOOPS = join(ROOT, 'test/cli/fixtures/loops-after-preflight.ts');

/** Properties the planted fault fails (shrinking included) and passes, and a RED case it fails. */
const GREP =
  '^(parity\\.final-without-hooks|projection\\.pure|settlement\\.closed-exactly-once|pre-dispatch-add-unknown|after-final-check-add)$';
const RUN = ['run', '--adapter', FAULTY_ADAPTER, '--profile', 'ci', '--seed', '11', '--num-runs', '12', '--grep', GREP];

describe('run --workers: the check pool gives the report one worker gives', () => {
  const { dir, cleanup } = tempDir('workers');
  const runs: Record<string, { exit: number; out: string }> = {};
  beforeAll(async () => {
    for (const workers of ['1', '2'])
      runs[workers] = await cli(
        [...RUN, '--workers', workers, '--corpus', `corpus-${workers}`, '--reports', `w${workers}`],
        dir,
      );
  }, 120_000);
  afterAll(cleanup);

  it('the same failures, counterexamples, corpus files and coverage, in selection order', () => {
    expect([runs['1']?.exit, runs['2']?.exit]).toEqual([1, 1]);
    const one = timeless(join(dir, 'w1/summary.json')) as { properties: { id: string; status: string }[] };
    expect(one.properties.some((p) => p.status === 'failed')).toBe(true);
    expect(one.properties.map((p) => p.id)).toEqual([...one.properties.map((p) => p.id)].sort());
    expect(timeless(join(dir, 'w2/summary.json'))).toEqual(one);
    const saved = (corpus: string): string[] => readdirSync(join(dir, corpus), { recursive: true }).map(String).sort();
    expect(saved('corpus-1').length).toBeGreaterThan(0);
    expect(saved('corpus-2')).toEqual(saved('corpus-1'));
  });

  it('says how many check workers ran, and prints the shrink line and each failure as it comes', () => {
    expect(runs['2']?.out).toContain('2 check workers');
    expect(runs['1']?.out).toContain('1 check worker');
    expect(runs['2']?.out).toMatch(/… parity\.final-without-hooks: failed after \d+ runs, shrinking/);
    expect(runs['2']?.out).toMatch(/replay --property parity\.final-without-hooks --seed/);
  });

  it('with --bail, every selected check either ran or is listed as not run, once', async () => {
    const run = await cli([...RUN, '--workers', '2', '--no-corpus', '--bail', '--reports', 'bail'], dir);
    expect(run.exit).toBe(1);
    const report = timeless(join(dir, 'bail/summary.json')) as {
      properties: { id: string; status: string }[];
      red: { id: string }[];
      skipped?: string[];
    };
    const all = timeless(join(dir, 'w1/summary.json')) as typeof report;
    const ran = [...report.properties, ...report.red].map((c) => c.id);
    expect([...ran, ...(report.skipped ?? [])].sort()).toEqual([...all.properties, ...all.red].map((c) => c.id).sort());
    expect(report.properties.some((p) => p.status === 'failed')).toBe(true);
  }, 120_000);

  it('cut short by its budget: the looping check in flight is cancelled, its workers ended, and listed as not run', async () => {
    const started = performance.now();
    const run = await cli(
      ['run', '--adapter', LOOPS, '--profile', 'ci', '--grep', '^projection\\.pure$|^settlement\\.closed-exactly-once$']
        .concat('--case-timeout', '120000', '--seed', '3', '--no-corpus', '--workers', '2')
        .concat('--reports', 'stopped', '--time-budget', '4000'),
      dir,
    );
    // Far below the case timeout: only cancelling the check (terminating its worker) ends the run this soon.
    expect(performance.now() - started).toBeLessThan(4_000 + 30_000);
    expect(run.exit, run.out).toBe(3);
    const report = timeless(join(dir, 'stopped/summary.json')) as {
      properties: { id: string }[];
      incomplete?: { reason: string; notRun: string[] };
    };
    expect(report.incomplete?.reason).toBe('budget');
    expect(report.incomplete?.notRun).toContain('settlement.closed-exactly-once');
    expect([...report.properties.map((p) => p.id), ...(report.incomplete?.notRun ?? [])].sort()).toEqual([
      'projection.pure',
      'settlement.closed-exactly-once',
    ]);
  }, 90_000);

  it('refuses fewer than one worker', async () => {
    const run = await cli(['run', '--adapter', 'reference', '--workers', '0'], dir);
    expect(run.exit).toBe(2);
    expect(run.err).toContain('--workers 0: expected at least 1');
    expect(() => resolveWorkers(undefined, undefined, { A34_VERIFY_WORKERS: 'two' })).toThrow(/A34_VERIFY_WORKERS/);
    expect(resolveWorkers(undefined, undefined, { A34_VERIFY_WORKERS: '3' })).toBe(3);
    expect(resolveWorkers(undefined, 2, { A34_VERIFY_WORKERS: '3' })).toBe(2);
    expect(resolveWorkers(4, 2, {})).toBe(4);
  });
});
