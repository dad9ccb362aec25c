import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import Tinypool from 'tinypool';
import { WORKER_MAX_YOUNG_GENERATION_MB } from '../../harness/limits.js';
import type { CheckOutcome, CheckTask, RunProgress } from './check-task.js';

const ENTRY = fileURLToPath(new URL('./check-worker-entry.mjs', import.meta.url));

/** One check worker per core unless told otherwise. */
export const defaultWorkers = (): number => availableParallelism();

/** Check workers that run whole checks in parallel; each owns its implementation source. */
export interface CheckPool {
  readonly workers: number;
  /** Runs one check; `signal` cancels it (a running check's worker is terminated and replaced). */
  run(
    task: Omit<CheckTask, 'progress'>,
    options?: { readonly signal?: AbortSignal; readonly onProgress?: (p: RunProgress) => void },
  ): Promise<CheckOutcome>;
  close(): Promise<void>;
}

/** A tinypool of `workers` check workers (worker threads). */
export function checkPool(workers: number): CheckPool {
  const pool = new Tinypool({
    filename: ENTRY,
    minThreads: workers,
    maxThreads: workers,
    // Idle workers wait on their message port, not in Atomics.wait: their implementation workers' events still arrive.
    useAtomics: false,
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_MAX_YOUNG_GENERATION_MB },
  });
  return {
    workers,
    run: async (task, options = {}) => {
      const { onProgress, signal } = options;
      if (onProgress === undefined) return (await pool.run(task, signal ? { signal } : {})) as CheckOutcome;
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (p: RunProgress) => onProgress(p));
      try {
        return (await pool.run(
          { ...task, progress: port2 },
          { transferList: [port2], ...(signal ? { signal } : {}) },
        )) as CheckOutcome;
      } finally {
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}

/**
 * Calls `work` for every item, at most `lanes` at once, taking items in list order; once `stop()` is
 * true no further item starts. Results come back by index; an item never started is undefined.
 */
export async function inLanes<T, R>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<R>,
  stop: () => boolean,
): Promise<(R | undefined)[]> {
  const results: (R | undefined)[] = items.map(() => undefined);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length && !stop()) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane));
  return results;
}
