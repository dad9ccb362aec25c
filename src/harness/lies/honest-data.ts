import type { LieKind } from './lie.js';

/**
 * Lies that can leave every own enumerable value honest, each with the map from any pick to one of its variants
 * that does: a deep equal over own data (fast-deep-equal, lodash's isEqual) finds the list equal to the baseline,
 * so only a read that looks at prototypes, symbols, hidden keys, traps and `-0` can refuse it. Each map keeps the
 * pick's other digits (target node, key), so the variant alone changes.
 */
export const HONEST_DATA_PICKS: Readonly<Partial<Record<LieKind, (pick: number) => number>>> = {
  // Over an honest 0 where the list holds one (about half the generated lists do).
  'negative-zero': (pick) => pick,
  // Variants 0 and 2: the node or array stays honest, only its inherited toJSON lies (variant 1 changes the node).
  'inherited-tojson': (pick) => (pick % 3 === 1 ? pick - 1 : pick),
  // The honest Proxy: every trap answers as its target would.
  proxy: (pick) => pick - (pick % 4),
  // Variants 0 and 1 on a container (variant 2 adds a named key to an array beside the symbol).
  'symbol-key': (pick) => (pick % 3 === 2 ? pick - 2 : pick),
  // Variant 1: a new non-enumerable key (variant 0 hides an existing one, which own data then lacks).
  'non-enumerable': (pick) => (pick % 2 === 0 ? pick + 1 : pick),
};

export const HONEST_DATA_KINDS = Object.keys(HONEST_DATA_PICKS) as LieKind[];

/** The pick of an honest-data variant of `kind`; kinds with none keep their pick. */
export const honestDataPick = (kind: LieKind, pick: number): number => HONEST_DATA_PICKS[kind]?.(pick) ?? pick;
