import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SuiteReportSchema, type SuiteReport } from '../../src/reports/suite-report.js';
import { cli, ROOT, type RunFlags, runArgs, tempDir } from './helpers.js';

const LOOPS = join(ROOT, 'test/cli/fixtures/loops-after-preflight.ts');
/** Two checks: the first passes on the looping adapter, the second meets its endless loop. */
const TWO = '^projection\\.pure$|^settlement\\.closed-exactly-once$';
/** Far above the runs' budgets: only the budget or the signal can end these runs in time. */
const CASE_TIMEOUT_MS = 120_000;
/** The looping adapter's two checks, past the preflight. */
const LOOPING: RunFlags = { adapter: LOOPS, profile: 'ci', grep: TWO, caseTimeoutMs: CASE_TIMEOUT_MS, seed: 3 };
/** What a stopped run may take after its stop (abandon the check in flight, write four reports), loaded machine. */
const AFTER_STOP_MS = 20_000;

const { dir, cleanup } = tempDir('incomplete');
afterAll(cleanup);

const summaryOf = (reports: string): SuiteReport =>
  SuiteReportSchema.parse(JSON.parse(readFileSync(join(dir, reports, 'summary.json'), 'utf8')));
const ran = (r: SuiteReport): string[] => [...r.properties.map((p) => p.id), ...r.red.map((c) => c.id)];

/** The header line's counts: every selected check is either in the report or not run. */
const selected = (out: string): number => {
  const m = /(\d+) properties, (\d+) RED cases/.exec(out);
  return Number(m?.[1]) + Number(m?.[2]);
};

/** Every format says the run was cut short; JUnit lists each check not run as skipped, and the coverage floor too. */
function expectMarked(reports: string, report: SuiteReport, out: string): void {
  const notRun = report.incomplete?.notRun ?? [];
  expect(notRun.length).toBeGreaterThan(0);
  expect(ran(report).length + notRun.length).toBe(selected(out));
  expect(readFileSync(join(dir, reports, 'a34-verify.md'), 'utf8')).toMatch(/### ⏹️ Incomplete: stopped by/);
  expect(readFileSync(join(dir, reports, 'a34-verify.html'), 'utf8')).toMatch(/Not run \(\d+\): the run was cut short/);
  const junit = readFileSync(join(dir, reports, 'a34-verify.junit.xml'), 'utf8');
  // A run cut short cannot be held to the coverage floor: its JUnit test case is skipped beside the checks not run.
  expect(junit.match(/<skipped\/>/g)?.length).toBe(notRun.length + 1);
  expect(junit).toMatch(/<testcase[^>]*name="coverage floor"[^>]*>\s*<skipped\/>/);
}

/** Starts the CLI as a user does, and sends it SIGTERM once `when` is printed. */
function runUntil(args: readonly string[], when: RegExp) {
  const child = spawn(process.execPath, [join(ROOT, 'bin/a34-verify.mjs'), ...args], { cwd: dir });
  let out = '';
  let stoppedAt = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (stoppedAt === 0 && when.test(out)) {
      stoppedAt = performance.now();
      child.kill('SIGTERM');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise<{ code: number | null; out: string; afterStopMs: number }>((resolve) =>
    child.on('close', (code) => resolve({ code, out, afterStopMs: performance.now() - stoppedAt })),
  );
}

describe('a run cut short still reports, marked incomplete', () => {
  it('past its time budget on the reference: what ran, the checks not run, exit 3', async () => {
    const budget = 2_000;
    const started = performance.now();
    const flags = { adapter: 'reference', profile: 'ci', seed: 3, corpus: false, reports: 'ref' } as const;
    const { exit, out } = await cli(runArgs(flags, '--time-budget', String(budget)), dir);
    expect(performance.now() - started).toBeLessThan(budget + AFTER_STOP_MS);
    expect(exit, out).toBe(3);
    const report = summaryOf('ref');
    expect(report.incomplete?.reason).toBe('budget');
    expectMarked('ref', report, out);
    expect(out).toMatch(/^incomplete: stopped by its time budget; \d+ checks? not run: /m);
    expect(out).toMatch(/^exit 3: incomplete/m);
  }, 60_000);

  it('past its time budget while the implementation loops without yielding: its check is cut off, exit 3', async () => {
    const budget = 4_000;
    const started = performance.now();
    const flags = { ...LOOPING, corpus: false, reports: 'loops' } as const;
    const { exit, out } = await cli(runArgs(flags, '--time-budget', String(budget)), dir);
    expect(performance.now() - started).toBeLessThan(budget + AFTER_STOP_MS);
    expect(exit, out).toBe(3);
    const report = summaryOf('loops');
    expect(report.incomplete?.notRun).toContain('settlement.closed-exactly-once');
    expectMarked('loops', report, out);
  }, 60_000);

  it('on SIGTERM to a spawned `a34-verify run`: the check in flight is cut off, what passed is kept, exit 3', async () => {
    const { code, out, afterStopMs } = await runUntil(
      runArgs({ ...LOOPING, corpus: false, reports: 'term' }),
      /✓ projection\.pure/,
    );
    expect(afterStopMs).toBeLessThan(AFTER_STOP_MS);
    expect(code, out).toBe(3);
    expect(out).toMatch(/SIGTERM: stopping, writing the reports of what ran/);
    const report = summaryOf('term');
    expect(report.incomplete).toEqual({
      reason: 'signal',
      signal: 'SIGTERM',
      notRun: ['settlement.closed-exactly-once'],
    });
    expect(report.properties.map((p) => [p.id, p.status])).toEqual([['projection.pure', 'passed']]);
    expectMarked('term', report, out);
  }, 90_000);
});
