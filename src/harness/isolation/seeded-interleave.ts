import { seededRandom } from '../seed.js';

/** Most turns a request yields before one step; enough to let any of a few concurrent requests overtake it. */
const MAX_YIELDS = 4;

/**
 * Pacing for concurrent requests as data: before each injected step a request yields a seeded number
 * of microtask turns, so requests overtake one another in an order fixed by `seed`.
 */
export function seededInterleave(seed: number): () => Promise<void> {
  const next = seededRandom(seed);
  return async () => {
    const turns = Math.floor(next() * (MAX_YIELDS + 1));
    for (let i = 0; i < turns; i++) await Promise.resolve();
  };
}
