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
  const textMutation = fc
    .record({
      kind: fc.constantFrom(...TEXT_KINDS),
      variant: fc.nat(),
      stage: fc.constantFrom(...LATER_STAGES),
      target: fc.nat(),
      pick: fc.nat(),
    })
    .map(
      ({ kind, variant, ...rest }): Mutation => ({
        kind,
        variant: MUTATION_VARIANTS[kind][variant % MUTATION_VARIANTS[kind].length] as string,
        ...rest,
      }),
    );
  return fc
    .tuple(scenario(), fc.array(textMutation, { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([s, mutations, decomposed]) => {
      const accent = decomposed ? ' re\u0301sume\u0301' : ' r\u00e9sum\u00e9';
      const connections = s.facts.registry.connections.map((c) => ({
        ...c,
        tools: c.tools.map((t) => ({ ...t, description: t.description + accent })),
      }));
      return {
        ...s,
        faults: { providerFails: false },
        mutations,
        facts: { ...s.facts, registry: { ...s.facts.registry, connections } },
      };
    });
}
