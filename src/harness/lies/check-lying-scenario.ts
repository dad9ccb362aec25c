import { withProjections } from '../isolation/with-projections.js';
import type { RunObservation, RunOptions, SystemUnderTest } from '../system-under-test.js';
import { bounded, type BoundedRun } from './bounded.js';
import { judgeRun } from '../judge/judge.js';
import type { Finding } from '../judge/finding.js';
import { type LyingExpectation, lyingOutcomeSteps } from './oracle.js';
import type { ScenarioWithLie } from './run-lying-scenario.js';

/** One lying request, run within the hang bound and judged against the oracle. */
export interface LyingCheck {
  readonly expected: LyingExpectation;
  readonly run: BoundedRun<RunObservation>;
  readonly findings: readonly Finding[];
}

/** Runs a scenario with its lie on a system and returns what the contract says went wrong (nothing, for a sound gate). */
export async function checkLyingScenario(
  system: SystemUnderTest,
  s: ScenarioWithLie,
  options: RunOptions = {},
): Promise<LyingCheck> {
  const expected = await withProjections(system, lyingOutcomeSteps(s));
  const run = await bounded(() => system.run(s, options));
  return { expected, run, findings: judgeRun(run, expected) };
}
