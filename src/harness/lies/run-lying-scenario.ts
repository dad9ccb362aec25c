import type { A34System } from '../adapter.js';
import { runWithLie } from '../isolation/in-process.js';
import type { Observation, RunScenarioOptions } from '../run-scenario.js';
import type { Scenario } from '../scenario.js';
import type { Lie } from './lie.js';
import type { LieProbe } from './probe.js';

/** A scenario that may carry one lie (the campaign mixes both). */
export type ScenarioWithLie = Scenario & { readonly lie?: Lie | undefined };

/** What the harness saw, plus what the lie reported about itself. */
export interface LyingObservation extends Observation {
  readonly probe: LieProbe;
}

export type RunLyingOptions = Pick<RunScenarioOptions, 'interleave' | 'ledger' | 'hangDeadlineMs'>;

/**
 * Runs one scenario with its lie installed by a hook at the lie's stage, after the case's own
 * mutations there (so none of them can launder the lie before a check). A throw from the system propagates.
 */
export const runLyingScenario = (
  system: A34System,
  s: ScenarioWithLie,
  options: RunLyingOptions = {},
): Promise<LyingObservation> => runWithLie(system, s, options);
