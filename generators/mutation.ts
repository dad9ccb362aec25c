import fc from 'fast-check';
import { MUTATION_KINDS, MUTATION_VARIANTS, type Mutation } from '../src/harness/scenario.js';
import { HOOK_STAGES } from '../src/reference/pipeline/hooks.js';
import { VARIANT_PICKS } from './_internals/variant-picks.js';

/**
 * One adversarial hook mutation of the tool list: kind and stage uniform (every kind×stage cell equally likely),
 * variant from a pick taken modulo the kind's variants (so it shrinks to the first), target and pick as indexes.
 * Entry summary mutations are `summaryMutation()`'s.
 */
export function mutation(): fc.Arbitrary<Mutation> {
  return fc
    .record({
      kind: fc.constantFrom(...MUTATION_KINDS),
      stage: fc.constantFrom(...HOOK_STAGES),
      variant: fc.nat({ max: VARIANT_PICKS }),
      target: fc.nat({ max: 1_000 }),
      pick: fc.nat({ max: 1_000 }),
    })
    .map(({ kind, stage, variant, target, pick }) => {
      const variants: readonly string[] = MUTATION_VARIANTS[kind];
      return { kind, variant: variants[variant % variants.length] ?? variants[0] ?? kind, stage, target, pick };
    });
}
