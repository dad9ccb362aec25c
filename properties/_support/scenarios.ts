import fc from 'fast-check';
import { scenario, summaryMutation, type ScenarioOptions } from '../../generators/index.js';
import { targetPick } from '../../generators/_internals/variant-picks.js';
import { textReady } from './text-ready.js';
import { STRANGER_PICKS } from '../../src/harness/mutations/aliasing-identity.js';
import { FINAL_CHECKED_STAGES, type HookStage } from '../../src/reference/pipeline/hooks.js';
import {
  MUTATION_VARIANTS,
  NON_IDENTITY_KINDS,
  type FaultSchedule,
  type Mutation,
  type Scenario,
} from '../../src/harness/scenario.js';

const NO_FAULT: FaultSchedule = { providerFails: false };

/** Scenarios whose mutations all strike at one of `stages`, with no injected faults unless `faults` draws some. */
export function scenarioAt(
  stages: readonly HookStage[],
  options: {
    kinds?: readonly Mutation['kind'][];
    via?: Mutation['via'];
    faults?: fc.Arbitrary<FaultSchedule>;
    /** What the scenarios are drawn from (default: `scenario()`'s defaults). */
    from?: ScenarioOptions;
    /** Half the cases with a change also get an honest look-alike (see {@link lookalike}) just before it. */
    lookalikes?: boolean;
  } = {},
): fc.Arbitrary<Scenario> {
  const base = scenario(options.from);
  const honest = options.lookalikes === true ? fc.option(lookalike) : fc.constant(null);
  return fc.tuple(base, fc.nat(), options.faults ?? fc.constant(NO_FAULT), honest).map(([s, pick, faults, look]) => {
    const mutations = s.mutations
      .filter((m) => options.kinds === undefined || options.kinds.includes(m.kind))
      .map((m, i) => ({
        ...m,
        stage: stages[(pick + i) % stages.length] as HookStage,
        ...(options.via ? { via: options.via } : {}),
      }));
    const [first] = mutations;
    const ahead = look === null || first === undefined ? [] : [{ ...look, stage: first.stage }];
    return { ...s, faults: { ...faults }, mutations: [...ahead, ...mutations] };
  });
}

/**
 * The stranger honest forms of a list parity must read as equal: keys reordered in objects without a prototype
 * (`reorder-keys`), or a copy whose equal subtrees are one shared object (`deep-copy`).
 */
const lookalike: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constant('identity' as const),
  variant: fc.constantFrom('reorder-keys', 'deep-copy'),
  stage: fc.constant<HookStage>('extension'),
  target: targetPick,
  pick: fc.constant(STRANGER_PICKS),
});

/** Stages after early parity whose changes final parity must see. */
export const LATER_STAGES: readonly HookStage[] = FINAL_CHECKED_STAGES;
/** Every kind the contract rejects; derived, so a new kind is never left out. */
export const NON_IDENTITY: readonly Mutation['kind'][] = NON_IDENTITY_KINDS;

const TEXT_KINDS = ['describe', 'rename'] as const;

/**
 * Scenarios whose mutations are text changes (every describe and rename variant, uniformly), over names and
 * descriptions that all carry a composable character, descriptions an ill-formed or replaced one (`textReady`), so
 * a normalization or ill-formed change is never a no-op.
 */
export function textScenario(): fc.Arbitrary<Scenario> {
  // constantFrom over the pairs is uniform; a biased nat modulo the variant count favours the first ones.
  const pairs = TEXT_KINDS.flatMap((kind) => MUTATION_VARIANTS[kind].map((variant) => ({ kind, variant })));
  const textMutation = fc
    .record({
      pair: fc.constantFrom(...pairs),
      stage: fc.constantFrom(...LATER_STAGES),
      target: fc.nat(),
      pick: fc.nat(),
    })
    .map(({ pair, ...rest }): Mutation => ({ ...pair, ...rest }));
  return (
    fc
      // Mostly one change, so a lenient comparison is not rescued by a second, louder change beside it.
      .tuple(
        scenario(),
        fc.oneof(
          { weight: 2, arbitrary: fc.tuple(textMutation) },
          { weight: 1, arbitrary: fc.array(textMutation, { minLength: 2, maxLength: 3 }) },
        ),
        fc.boolean(),
        fc.boolean(),
      )
      .map(([s, mutations, decomposed, cut]) => ({
        ...s,
        faults: { providerFails: false },
        mutations,
        facts: textReady(s.facts, { decomposed, cut }),
      }))
  );
}

/**
 * Entry-mode scenarios whose mutations all strike the summary's lines, at any stage, by a hook or (no hook
 * installed) by the runtime's own assembly step; no injected faults, sometimes a mid-flight owner narrowing.
 */
export function entrySummaryScenario(): fc.Arbitrary<Scenario> {
  return fc
    .tuple(scenario({ mode: 'entry' }), fc.array(summaryMutation(), { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([s, mutations, viaAssembly]) => ({
      ...s,
      faults: { providerFails: false },
      mutations: mutations.map((m) => (viaAssembly ? { ...m, via: 'assembly' as const } : m)),
    }));
}
