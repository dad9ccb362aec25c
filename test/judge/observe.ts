import type { A34Adapter } from '../../src/harness/adapter.js';
import { judgeRun, type Finding } from '../../src/harness/judge/index.js';
import {
  bounded,
  expectLyingOutcome,
  runLyingScenario,
  type Lie,
  type LyingExpectation,
  type ScenarioWithLie,
} from '../../src/harness/lies/index.js';
import type { FaultSchedule, Mutation } from '../../src/harness/scenario.js';
import type { RequestIdentity } from '../../src/reference/model/index.js';
import { etfLyingScenario } from '../lies/etf-scenario.js';

/** The ETF turn with what a case needs: mutations, faults, a lie, a Child identity. */
export function etf(
  options: { mutations?: Mutation[]; faults?: Partial<FaultSchedule>; lie?: Lie; child?: boolean } = {},
): ScenarioWithLie {
  const base = etfLyingScenario({ kind: 'nan', stage: 'pre_dispatch', target: 0, pick: 0 }, options.mutations ?? []);
  const identity: RequestIdentity = options.child
    ? { ...base.identity, requestId: 'child-1', parentRequestId: 'main-1' }
    : { ...base.identity, requestId: 'req-1' };
  return { ...base, identity, faults: { providerFails: false, ...options.faults }, lie: options.lie };
}

/** Runs a scenario on a fresh system of `adapter`, within a short hang bound, and judges it. */
export async function findingsOf(
  adapter: A34Adapter,
  s: ScenarioWithLie,
): Promise<{ findings: Finding[]; expected: LyingExpectation }> {
  const system = adapter.createSystem();
  const expected = expectLyingOutcome(s, (facts) => system.project(facts));
  const run = await bounded(() => runLyingScenario(system, s), 500);
  return { findings: judgeRun(run, expected), expected };
}

/** A hook mutation at `stage` of `kind`'s first variant, on tool `target`. */
export const mutation = (kind: Mutation['kind'], variant: string, stage: Mutation['stage'], target = 1): Mutation => ({
  kind,
  variant,
  stage,
  target,
  pick: 0,
});
