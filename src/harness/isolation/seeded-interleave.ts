/** A seeded generator of floats in [0, 1) (mulberry32): the same seed, the same interleaving. */
export function seededFloats(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Most turns a request yields before one step; enough to let any of a few concurrent requests overtake it. */
const MAX_YIELDS = 4;

/**
 * Pacing for concurrent requests as data: before each injected step a request yields a seeded number
 * of microtask turns, so requests overtake one another in an order fixed by `seed`.
 */
export function seededInterleave(seed: number): () => Promise<void> {
  const next = seededFloats(seed);
  return async () => {
    const turns = Math.floor(next() * (MAX_YIELDS + 1));
    for (let i = 0; i < turns; i++) await Promise.resolve();
  };
}
