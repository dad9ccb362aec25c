import type fc from 'fast-check';
import { MUTATION_KINDS, MUTATION_VARIANTS, type Mutation, type MutationKind } from '../src/harness/scenario.js';
import { type KindWeights, variantDraw } from './_internals/variant-picks.js';

/**
 * One adversarial hook mutation of the tool list: kind and stage uniform (every kind×stage cell equally likely)
 * unless `weights` favours some kinds, variant from a pick taken modulo the kind's variants (so it shrinks to
 * the first), target (the first or last tool half the time) and pick as indexes. Entry summary mutations are
 * `summaryMutation()`'s.
 */
export function mutation(weights?: KindWeights<MutationKind>): fc.Arbitrary<Mutation> {
  return variantDraw(MUTATION_KINDS, MUTATION_VARIANTS, weights);
}
