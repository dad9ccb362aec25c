import type { AdmissionFacts } from '../../reference/model/index.js';
import { HOOK_STAGES } from '../../reference/pipeline/hooks.js';
import type { ProjectionResult } from '../../reference/surface/projection.js';
import { failingStages, frozenBy } from '../fault-hooks.js';
import { type ExpectedOutcome, expectedOutcomeSteps } from '../oracle.js';
import { answered, type ProjectionAsks } from '../projection-asks.js';
import { lieCheck, type Lie } from './lie.js';
import type { ScenarioWithLie } from './run-lying-scenario.js';

/** The contract's outcome for a scenario with a lie; `byLie` when the lie alone decides the rejection. */
export type LyingExpectation = ExpectedOutcome & { readonly byLie: boolean; readonly lie: Lie | undefined };

/** Stage index after which each check runs. */
const CHECK_AFTER = { early: HOOK_STAGES.indexOf('extension'), final: HOOK_STAGES.indexOf('pre_dispatch') } as const;

/**
 * The independent oracle (mutations and faults), then the lie: it rejects at its check unless the
 * request was already rejected there or earlier. A failing step runs before the check of its stage.
 */
export function expectLyingOutcome(
  s: ScenarioWithLie,
  project: (facts: AdmissionFacts) => ProjectionResult,
): LyingExpectation {
  return answered(lyingOutcomeSteps(s), project);
}

/** {@link expectLyingOutcome} as steps that ask for each projection they need (`withProjections` answers them). */
export function* lyingOutcomeSteps(s: ScenarioWithLie): ProjectionAsks<LyingExpectation> {
  const ordinary = yield* expectedOutcomeSteps(s);
  const check = s.lie === undefined ? undefined : lieCheck(s.lie);
  if (check === undefined) return { ...ordinary, byLie: false, lie: s.lie };
  if (ordinary.outcome === 'rejected') {
    const stage = ordinary.stage;
    const at =
      stage === 'capacity'
        ? -1
        : stage === 'preparation'
          ? Math.min(...failingStages(s.faults).map((f) => HOOK_STAGES.indexOf(f)))
          : CHECK_AFTER[stage];
    if (at <= CHECK_AFTER[check]) return { ...ordinary, byLie: false, lie: s.lie };
  }
  const byLie = {
    outcome: 'rejected',
    stage: check,
    identity: s.identity,
    byLie: true,
    lie: s.lie,
    checkedWith: ordinary.checkedWith,
  } as const;
  return frozenBy(s.faults, CHECK_AFTER[check]) ? { ...byLie, orPreparation: true } : byLie;
}
