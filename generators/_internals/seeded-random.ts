/**
 * mulberry32: a 32-bit generator, tiny, fast to seed and the same sequence on every machine. Values in
 * [0, 1). Used where a seed drawn by fast-check must drive another library (faker) or a benchmark.
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
