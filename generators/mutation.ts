import type fc from 'fast-check';
import { MUTATION_KINDS, MUTATION_VARIANTS, type Mutation } from '../src/harness/scenario.js';
import { variantDraw } from './_internals/variant-picks.js';

/**
 * One adversarial hook mutation of the tool list: kind and stage uniform (every kind×stage cell equally likely),
 * variant from a pick taken modulo the kind's variants (so it shrinks to the first), target and pick as indexes.
 * Entry summary mutations are `summaryMutation()`'s.
 */
export function mutation(): fc.Arbitrary<Mutation> {
  return variantDraw(MUTATION_KINDS, MUTATION_VARIANTS);
}
