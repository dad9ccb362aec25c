import fc from 'fast-check';
import { scenario } from '../../generators/index.js';
import type { HookStage } from '../../src/reference/pipeline/hooks.js';
import { MUTATION_VARIANTS, type Mutation, type Scenario } from '../../src/harness/scenario.js';

/** Scenarios whose mutations all strike at one of `stages`, with no injected faults. */
export function scenarioAt(
  stages: readonly HookStage[],
  options: { kinds?: readonly Mutation['kind'][]; via?: Mutation['via'] } = {},
): fc.Arbitrary<Scenario> {
  return fc.tuple(scenario(), fc.nat()).map(([s, pick]) => ({
    ...s,
    faults: { providerFails: false },
    mutations: s.mutations
      .filter((m) => options.kinds === undefined || options.kinds.includes(m.kind))
      .map((m, i) => ({
        ...m,
        stage: stages[(pick + i) % stages.length] as HookStage,
        ...(options.via ? { via: options.via } : {}),
      })),
  }));
}

export const LATER_STAGES: readonly HookStage[] = [
  'context_fitting',
  'evidence_assembly',
  'publication_context',
  'async_preparation',
  'pre_dispatch',
];
export const NON_IDENTITY: readonly Mutation['kind'][] = [
  'add',
  'delete',
  'rename',
  'reorder',
  'describe',
  'schema',
  'schema-in-place',
  'aliasing',
];

const TEXT_KINDS = ['describe', 'rename'] as const;

/**
 * Scenarios whose mutations are text changes (every describe and rename variant, uniformly),
 * over descriptions that all carry a composable character, so a normalization change is never a no-op.
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
      )
      .map(([s, mutations, decomposed]) => {
        const accent = decomposed ? ' re\u0301sume\u0301' : ' r\u00e9sum\u00e9';
        const connections = s.facts.registry.connections.map((c) => ({
          ...c,
          tools: c.tools.map((t) => ({ ...t, description: t.description + accent })),
        }));
        // Native controls too: a change aimed at one of them must not be a no-op either.
        const nativeControls = s.facts.nativeControls.map((c) => ({
          ...c,
          descriptor: { ...c.descriptor, description: c.descriptor.description + accent },
        }));
        return {
          ...s,
          faults: { providerFails: false },
          mutations,
          facts: { ...s.facts, nativeControls, registry: { ...s.facts.registry, connections } },
        };
      })
  );
}
