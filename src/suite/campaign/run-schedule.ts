import type { A34Adapter } from '../../harness/adapter.js';
import {
  bounded,
  expectLyingOutcome,
  runLyingScenario,
  type BoundedRun,
  type LyingObservation,
  type ScenarioWithLie,
} from '../../harness/lies/index.js';
import { judgeRun, type Finding } from '../../harness/judge/index.js';
import type { Scenario } from '../../harness/scenario.js';
import { InMemoryLedger } from '../../reference/ports/memory-ledger.js';
import type { CampaignRequest, CampaignSchedule } from './schedule.js';

/** Injected hangs cost this much each: steps are synchronous or paced by microtasks, so only a hang waits on it. */
export const CAMPAIGN_HANG_DEADLINE_MS = 5;

/** What one request of a schedule did, and what the judge found against it. */
export interface RequestResult {
  readonly scenario: ScenarioWithLie;
  readonly run: BoundedRun<LyingObservation>;
  readonly findings: readonly Finding[];
}

/** The request as a scenario: its base from the pool, a request id unique within the campaign. */
function requestScenario(
  pool: readonly Scenario[],
  r: CampaignRequest,
  schedule: number,
  index: number,
): ScenarioWithLie {
  const base = pool[r.base % pool.length] as Scenario;
  const identity = { ...base.identity, requestId: `${base.identity.requestId}#s${schedule}r${index}` };
  return { ...base, identity, mutations: [...r.mutations], faults: r.faults, lie: r.lie ?? undefined };
}

/**
 * Runs one schedule on a fresh system with one shared ledger: a single request directly, a batch
 * concurrently with every step paced by the schedule's fc.scheduler. The whole schedule is bounded.
 */
export async function runSchedule(
  adapter: A34Adapter,
  pool: readonly Scenario[],
  schedule: CampaignSchedule,
  index: number,
): Promise<RequestResult[]> {
  const system = adapter.createSystem();
  const ledger = new InMemoryLedger();
  const scenarios = schedule.requests.map((r, i) => requestScenario(pool, r, index, i));
  // The oracle asks the system's own projection, as the properties do: order is the system's choice.
  const expected = scenarios.map((s) => expectLyingOutcome(s, (facts) => system.project(facts)));
  const concurrent = scenarios.length > 1;
  const pacing = concurrent ? { interleave: () => schedule.scheduler.schedule(Promise.resolve()) } : {};
  const runs: (BoundedRun<LyingObservation> | undefined)[] = scenarios.map(() => undefined);
  const all = Promise.all(
    scenarios.map((s, i) =>
      runLyingScenario(system, s, { ledger, hangDeadlineMs: CAMPAIGN_HANG_DEADLINE_MS, ...pacing }).then(
        (value) => {
          runs[i] = { status: 'settled', value };
        },
        (error: unknown) => {
          runs[i] = { status: 'threw', error };
        },
      ),
    ),
  );
  await bounded(() => (concurrent ? schedule.scheduler.waitFor(all) : all));
  return scenarios.map((s, i) => {
    // Still running after the bound: hung, whatever it does later.
    const run: BoundedRun<LyingObservation> = runs[i] ?? { status: 'hung' };
    const want = expected[i];
    return { scenario: s, run, findings: want === undefined ? [] : judgeRun(run, want) };
  });
}
