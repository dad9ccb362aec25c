import type { A34System } from '../adapter.js';
import { bounded, type BoundedRun } from './bounded.js';
import { judgeRun } from '../judge/judge.js';
import type { Finding } from '../judge/finding.js';
import { expectLyingOutcome, type LyingExpectation } from './oracle.js';
import {
  runLyingScenario,
  type LyingObservation,
  type RunLyingOptions,
  type ScenarioWithLie,
} from './run-lying-scenario.js';

/** One lying request, run within the hang bound and judged against the oracle. */
export interface LyingCheck {
  readonly expected: LyingExpectation;
  readonly run: BoundedRun<LyingObservation>;
  readonly findings: readonly Finding[];
}

/** Runs a scenario with its lie on a system and returns what the contract says went wrong (nothing, for a sound gate). */
export async function checkLyingScenario(
  system: A34System,
  s: ScenarioWithLie,
  options: RunLyingOptions = {},
): Promise<LyingCheck> {
  const expected = expectLyingOutcome(s, (facts) => system.project(facts));
  const run = await bounded(() => runLyingScenario(system, s, options));
  return { expected, run, findings: judgeRun(run, expected) };
}
