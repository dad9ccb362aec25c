import { ALL_PROPERTIES } from '../../../properties/index.js';
import { CoverageCounter } from '../../harness/coverage.js';
import type { RedReport } from '../../reports/suite-report.js';
import type { PropertyCheck } from '../corpus/check-property.js';
import { suiteReport, type SuiteInput, type SuiteRun } from '../run-suite.js';
import { type CheckPool, checkPool, inLanes } from './check-pool.js';
import type { CheckAdapter, CheckJob, CheckOutcome } from './check-task.js';

/** A suite run through the check pool: the implementation as data, and how many check workers. */
export interface PooledSuiteInput extends SuiteInput {
  readonly adapter: CheckAdapter;
  readonly workers: number;
}

/** A check the stop (budget, signal) cut off while it ran. */
const CUT_OFF: unique symbol = Symbol('cut off');

const KNOWN: ReadonlySet<string> = new Set(ALL_PROPERTIES.map((p) => p.id));

/**
 * `runSuite` with its checks spread over check workers: the same checks, the same report (selection
 * order, coverage summed), only durations differ. Finished checks are reported as they come.
 */
export async function runSuiteInPool(input: PooledSuiteInput): Promise<SuiteRun> {
  const startedAt = new Date().toISOString();
  const started = performance.now();
  const unknown = input.properties.filter((p) => !KNOWN.has(p.id));
  if (unknown.length > 0) throw new Error(`check pool: not catalog properties: ${unknown.map((p) => p.id).join(', ')}`);
  const jobs: { readonly id: string; readonly job: CheckJob }[] = [
    ...input.properties.map((p) => ({
      id: p.id,
      job: { kind: 'property', id: p.id, corpusRoot: input.corpusRoot } as const,
    })),
    ...input.red.map((entry) => ({ id: entry.redCase.id, job: { kind: 'red', entry } as const })),
  ];
  let failures = 0;
  // Why the lanes stopped taking checks, fixed the first time one of them holds: the rest are skipped or not run.
  let stoppedBy: 'bail' | 'signal' | undefined;
  const aborted = (): boolean => input.signal?.aborted === true;
  const stop = (): boolean => {
    stoppedBy ??= aborted() ? 'signal' : input.bail !== undefined && failures >= input.bail ? 'bail' : undefined;
    return stoppedBy !== undefined;
  };
  const pool: CheckPool = checkPool(input.workers);
  const budget = { seed: input.seed, numRuns: input.numRuns, timeLimitMs: input.timeLimitMs };
  const runOne = async ({ id, job }: (typeof jobs)[number]): Promise<CheckOutcome | typeof CUT_OFF> => {
    const onProgress =
      input.onProgress === undefined
        ? undefined
        : (p: Parameters<NonNullable<SuiteInput['onProgress']>>[1]) => input.onProgress?.(id, p);
    let outcome: CheckOutcome;
    try {
      // On abort tinypool rejects at once and terminates the check worker, its implementation worker with it.
      outcome = await pool.run(
        { adapter: input.adapter, budget, job },
        { ...(onProgress ? { onProgress } : {}), ...(input.signal ? { signal: input.signal } : {}) },
      );
    } catch (error) {
      if (aborted()) return CUT_OFF;
      throw error;
    }
    // As in the sequential run: a property finished after the stop proves nothing either way.
    if (outcome.kind === 'property' && aborted()) return CUT_OFF;
    if (outcome.kind === 'property') {
      if (outcome.check.report.status !== 'passed') failures++;
      input.onProperty?.(outcome.check);
    } else if (outcome.kind === 'red') {
      if (outcome.report.status !== 'passed') failures++;
      input.onRed?.(outcome.report);
    }
    return outcome;
  };
  let outcomes: (CheckOutcome | typeof CUT_OFF | undefined)[];
  try {
    outcomes = await inLanes(jobs, pool.workers, runOne, stop);
  } finally {
    await pool.close();
  }
  const counter = new CoverageCounter();
  const checks: PropertyCheck[] = [];
  const red: RedReport[] = [];
  const skipped: string[] = [];
  const notRun: string[] = [];
  outcomes.forEach((outcome, i) => {
    const id = jobs[i]?.id ?? '';
    if (outcome === CUT_OFF) notRun.push(id);
    else if (outcome === undefined) (stoppedBy === 'signal' ? notRun : skipped).push(id);
    else if (outcome.kind === 'property') {
      counter.add(outcome.coverage);
      checks.push(outcome.check);
    } else if (outcome.kind === 'red') red.push(outcome.report);
  });
  return suiteReport(input, { startedAt, started, checks, red, counter, skipped, notRun });
}
