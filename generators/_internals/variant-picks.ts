import fc from 'fast-check';
import type { HookStage } from '../../src/reference/pipeline/hooks.js';
import { HOOK_STAGES } from '../../src/reference/pipeline/hooks.js';

/** 2,520 is a multiple of every variant count (1, 2, 3, 4, 5, 8, 9): unbiased picks spread evenly over variants. */
export const VARIANT_PICKS = 2_519;

/** Kind and stage drawn uniformly, the kind's variant by a pick modulo its variants, target and pick as indexes. */
export interface VariantDraw<K extends string> {
  readonly kind: K;
  readonly variant: string;
  readonly stage: HookStage;
  readonly target: number;
  readonly pick: number;
}

/** Draws from a table of kinds and their variants; the pick shrinks to a kind's first variant. */
export function variantDraw<K extends string>(
  kinds: readonly K[],
  variants: Readonly<Record<K, readonly string[]>>,
): fc.Arbitrary<VariantDraw<K>> {
  return fc
    .record({
      kind: fc.constantFrom(...kinds),
      stage: fc.constantFrom(...HOOK_STAGES),
      variant: fc.nat({ max: VARIANT_PICKS }),
      target: fc.nat({ max: 1_000 }),
      pick: fc.nat({ max: 1_000 }),
    })
    .map(({ kind, stage, variant, target, pick }) => {
      const of: readonly string[] = variants[kind];
      return { kind, variant: of[variant % of.length] ?? of[0] ?? kind, stage, target, pick };
    });
}
