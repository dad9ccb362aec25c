import type fc from 'fast-check';
import { SUMMARY_KINDS, SUMMARY_VARIANTS, type Mutation } from '../src/harness/scenario.js';
import { variantDraw } from './_internals/variant-picks.js';

/** One adversarial mutation of the Entry summary's lines (`on: 'summary'`), kind and stage uniform, variant by a pick modulo its variants. */
export function summaryMutation(): fc.Arbitrary<Mutation> {
  return variantDraw(SUMMARY_KINDS, SUMMARY_VARIANTS).map((m) => ({ ...m, on: 'summary' as const }));
}
