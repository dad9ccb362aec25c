import fc from 'fast-check';
import { SUMMARY_KINDS, SUMMARY_VARIANTS, type Mutation } from '../src/harness/scenario.js';
import { HOOK_STAGES } from '../src/reference/pipeline/hooks.js';
import { VARIANT_PICKS } from './_internals/variant-picks.js';

/** One adversarial mutation of the Entry summary's lines (`on: 'summary'`), kind and stage uniform, variant by a pick modulo its variants. */
export function summaryMutation(): fc.Arbitrary<Mutation> {
  return fc
    .record({
      kind: fc.constantFrom(...SUMMARY_KINDS),
      stage: fc.constantFrom(...HOOK_STAGES),
      variant: fc.nat({ max: VARIANT_PICKS }),
      target: fc.nat({ max: 1_000 }),
      pick: fc.nat({ max: 1_000 }),
    })
    .map(({ kind, stage, variant, target, pick }) => {
      const variants: readonly string[] = SUMMARY_VARIANTS[kind];
      const chosen = variants[variant % variants.length] ?? variants[0] ?? kind;
      return { kind, variant: chosen, stage, target, pick, on: 'summary' as const };
    });
}
