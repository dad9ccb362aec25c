import { HANG_BOUND_MS } from '../limits.js';

export { HANG_BOUND_MS };

/** A run raced against the hang bound: it settled, threw, or never came back in time. */
export type BoundedRun<T> =
  | { readonly status: 'settled'; readonly value: T }
  | { readonly status: 'threw'; readonly error: unknown }
  | { readonly status: 'hung' };

/** Races `run` against a timer; never rejects, and clears the timer either way. */
export async function bounded<T>(run: () => Promise<T>, ms: number = HANG_BOUND_MS): Promise<BoundedRun<T>> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<BoundedRun<T>>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'hung' }), ms);
  });
  const settled = Promise.resolve()
    .then(run)
    .then(
      (value): BoundedRun<T> => ({ status: 'settled', value }),
      (error: unknown): BoundedRun<T> => ({ status: 'threw', error }),
    );
  try {
    return await Promise.race([settled, hung]);
  } finally {
    clearTimeout(timer);
  }
}
