import fc from 'fast-check';
import type { HookStage } from '../../src/reference/pipeline/hooks.js';
import { HOOK_STAGES } from '../../src/reference/pipeline/hooks.js';
import { FROM_END } from '../../src/harness/mutations/tool-access.js';
import { shrinkAcross } from './pick.js';

/** 2,520 is a multiple of every variant count (1, 2, 3, 4, 5, 8, 9): unbiased picks spread evenly over variants. */
export const VARIANT_PICKS = 2_519;

/**
 * Which item a change strikes: the first and the last one in a quarter of the draws each (where lists end is
 * where off-by-one bugs live; a one-item list makes them the same), anywhere otherwise; shrinks to the first.
 */
export const targetPick: fc.Arbitrary<number> = fc.oneof(
  shrinkAcross,
  { weight: 2, arbitrary: fc.nat({ max: 1_000 }) },
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.constant(FROM_END) },
);

/** Kind (uniform unless weighted) and stage (uniform) drawn, the kind's variant by a pick modulo its variants, target and pick as indexes. */
export interface VariantDraw<K extends string> {
  readonly kind: K;
  readonly variant: string;
  readonly stage: HookStage;
  readonly target: number;
  readonly pick: number;
}

/** Relative weights of kinds (1 when absent): a property may draw the kinds it judges finely more often. */
export type KindWeights<K extends string> = Partial<Readonly<Record<K, number>>>;

/** Uniform without weights (fast-check's own stream), else weighted; shrinks towards the first kind. */
const kindPick = <K extends string>(kinds: readonly K[], weights: KindWeights<K> | undefined): fc.Arbitrary<K> =>
  weights === undefined
    ? fc.constantFrom(...kinds)
    : fc.oneof(shrinkAcross, ...kinds.map((kind) => ({ weight: weights[kind] ?? 1, arbitrary: fc.constant(kind) })));

/** Draws from a table of kinds and their variants; the pick shrinks to a kind's first variant. */
export function variantDraw<K extends string>(
  kinds: readonly K[],
  variants: Readonly<Record<K, readonly string[]>>,
  weights?: KindWeights<K>,
): fc.Arbitrary<VariantDraw<K>> {
  return fc
    .record({
      kind: kindPick(kinds, weights),
      stage: fc.constantFrom(...HOOK_STAGES),
      variant: fc.nat({ max: VARIANT_PICKS }),
      target: targetPick,
      pick: fc.nat({ max: 1_000 }),
    })
    .map(({ kind, stage, variant, target, pick }) => {
      const of: readonly string[] = variants[kind];
      return { kind, variant: of[variant % of.length] ?? of[0] ?? kind, stage, target, pick };
    });
}
