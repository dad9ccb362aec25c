import { BoundaryFailure } from '../../harness/isolation/boundary-failure.js';
import { sourceOf, type Implementation } from '../../harness/isolation/source-of.js';
import { withProjections } from '../../harness/isolation/with-projections.js';
import {
  lyingOutcomeSteps,
  type BoundedRun,
  type LyingExpectation,
  type LyingObservation,
  type ScenarioWithLie,
} from '../../harness/lies/index.js';
import { judgeRun, type Finding } from '../../harness/judge/index.js';
import type { Scenario } from '../../harness/scenario.js';
import type { CampaignRequest, CampaignSchedule } from './schedule.js';
import { CAMPAIGN_HANG_DEADLINE_MS } from '../../harness/limits.js';

export { CAMPAIGN_HANG_DEADLINE_MS };

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
 * concurrently, interleaved by the schedule's seed. The whole schedule is bounded.
 */
export async function runSchedule(
  implementation: Implementation,
  pool: readonly Scenario[],
  schedule: CampaignSchedule,
  index: number,
): Promise<RequestResult[]> {
  const system = sourceOf(implementation).createSystem();
  const scenarios = schedule.requests.map((r, i) => requestScenario(pool, r, index, i));
  // The oracle asks the system's own projection, as the properties do: order is the system's choice.
  const expected: LyingExpectation[] = [];
  let runs: readonly BoundedRun<LyingObservation>[];
  try {
    for (const s of scenarios) expected.push(await withProjections(system, lyingOutcomeSteps(s)));
    runs = await system.runBatch(scenarios, {
      schedule: schedule.interleaving,
      hangDeadlineMs: CAMPAIGN_HANG_DEADLINE_MS,
    });
  } catch (error) {
    // The implementation left the boundary (exit, crash, hang): every request of the schedule has that finding.
    if (!(error instanceof BoundaryFailure)) throw error;
    return scenarios.map((s) => ({ scenario: s, run: { status: 'threw', error }, findings: [error.finding] }));
  }
  return scenarios.map((s, i) => {
    const run = runs[i] ?? { status: 'hung' };
    const want = expected[i];
    return { scenario: s, run, findings: want === undefined ? [] : judgeRun(run, want) };
  });
}
