import type { A34System } from '../adapter.js';
import { runScenario, type Observation, type RunScenarioOptions } from '../run-scenario.js';
import type { Scenario } from '../scenario.js';
import { compileLie } from './compile.js';
import type { Lie } from './lie.js';
import { createProbe, type LieProbe } from './probe.js';

/** A scenario that may carry one lie (the campaign mixes both). */
export type ScenarioWithLie = Scenario & { readonly lie?: Lie | undefined };

/** What the harness saw, plus what the lie reported about itself. */
export interface LyingObservation extends Observation {
  readonly probe: LieProbe;
}

export interface RunLyingOptions extends RunScenarioOptions {
  /** Where the lie reports; pass one to still see it when the system throws. */
  readonly probe?: LieProbe;
}

/**
 * Runs one scenario with its lie installed by a hook at the lie's stage, after the case's own
 * mutations there (so none of them can launder the lie before a check). A throw from the system propagates.
 */
export async function runLyingScenario(
  system: A34System,
  s: ScenarioWithLie,
  options: RunLyingOptions = {},
): Promise<LyingObservation> {
  const probe = options.probe ?? createProbe();
  const { lie, ...scenario } = s;
  const extraHooks = (stage: string) => (lie?.stage === stage ? [compileLie(lie, probe)] : []);
  return { ...(await runScenario(system, scenario, { ...options, extraHooks })), probe };
}
