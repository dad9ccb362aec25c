import fc from 'fast-check';
import { LIE_KINDS, notAfter, type Lie, type LieKind, type LyingScenario } from '../src/harness/lies/index.js';
import type { MutationKind } from '../src/harness/scenario.js';
import { HOOK_STAGES, type HookStage } from '../src/reference/pipeline/hooks.js';
import { replayable } from './_internals/replayable.js';
import { mutation } from './mutation.js';
import { scenario, type ScenarioOptions } from './scenario.js';

export interface LieOptions {
  /** Kinds to draw from, uniformly (default: every kind). */
  readonly kinds?: readonly LieKind[];
  /** Stages to draw from, uniformly (default: every hook stage). */
  readonly stages?: readonly HookStage[];
}

/**
 * One lie as data: kind and stage uniform, `target` and `pick` as indexes decoded by the installer.
 * Everything shrinks towards the first kind and stage and to zero picks (the simplest variant).
 */
export function lie(options: LieOptions = {}): fc.Arbitrary<Lie> {
  const { kinds = LIE_KINDS, stages = HOOK_STAGES } = options;
  if (kinds.length === 0 || stages.length === 0)
    throw new Error('lie: `kinds` and `stages` must each name at least one value');
  return fc.record({
    kind: fc.constantFrom(...kinds),
    stage: fc.constantFrom(...stages),
    target: fc.nat({ max: 1_000 }),
    pick: fc.nat({ max: 1_000 }),
  });
}

export interface LyingScenarioOptions extends LieOptions, ScenarioOptions {
  /** Kinds the one optional ordinary mutation may take (default: every kind). */
  readonly mutationKinds?: readonly MutationKind[];
  /** Keep the scenario's injected faults (default true); false leaves a clean provider and no failing step. */
  readonly faults?: boolean;
}

/**
 * A scenario whose mutations are replaced by 0–1 ordinary mutations (never after the lie's stage)
 * and one lie. Values pass `LyingScenarioSchema` and replay from their JSON.
 */
export function lyingScenario(options: LyingScenarioOptions = {}): fc.Arbitrary<LyingScenario> {
  const { kinds, stages, mutationKinds, faults = true, ...scenarioOptions } = options;
  const ordinary = mutationKinds === undefined ? mutation() : mutation().filter((m) => mutationKinds.includes(m.kind));
  return fc
    .record({
      base: scenario(scenarioOptions),
      ordinary: fc.option(ordinary, { nil: undefined, freq: 2 }),
      lie: lie({ ...(kinds ? { kinds } : {}), ...(stages ? { stages } : {}) }),
    })
    .map(
      ({ base, ordinary: m, lie: l }): LyingScenario =>
        replayable({
          ...base,
          mutations: m === undefined ? [] : [notAfter(m, l)],
          faults: faults ? base.faults : { providerFails: false },
          lie: l,
        }),
    );
}
