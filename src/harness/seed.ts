/**
 * A fresh fast-check seed for a run that names none: the one place the harness draws from Math.random.
 * Every run prints its seed, so a fresh one never costs a replay; generators never call this (they draw from fast-check).
 */
export const freshSeed = (): number => (Math.random() * 0x7fffffff) | 0;

/**
 * mulberry32: a 32-bit generator, tiny, fast to seed and the same sequence on every machine. Values in
 * [0, 1). Used where a seed drawn by fast-check must drive something else (faker, an interleaving, a benchmark).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
