import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import Tinypool from 'tinypool';
import { ownModulePath } from '../../harness/isolation/own-module.js';
import { WORKER_MAX_YOUNG_GENERATION_MB } from '../../harness/limits.js';
import type { CheckOutcome, CheckTask, RunProgress } from './check-task.js';
import { closeSources, runCheckTask } from './check-worker.js';

const ENTRY = ownModulePath('src/suite/pool/check-worker-entry.mjs', import.meta.url);

/** One check worker per core unless told otherwise. */
export const defaultWorkers = (): number => availableParallelism();

/** Lanes that run whole checks in parallel; each owns its implementation source. */
export interface CheckPool {
  readonly workers: number;
  /** Runs one check; `signal` cancels it (a running check's worker is terminated and replaced). */
  run(
    task: Omit<CheckTask, 'progress'>,
    options?: { readonly signal?: AbortSignal; readonly onProgress?: (p: RunProgress) => void },
  ): Promise<CheckOutcome>;
  close(): Promise<void>;
}

type RunOptions = Parameters<CheckPool['run']>[1];

/** A channel whose far port a check reports progress on, delivered to `onProgress`; none without a listener. */
function progressChannel(onProgress: ((p: RunProgress) => void) | undefined): MessageChannel | undefined {
  if (onProgress === undefined) return undefined;
  const channel = new MessageChannel();
  channel.port1.on('message', (p: RunProgress) => onProgress(p));
  return channel;
}

/** A check on this thread; the implementation still runs behind its own worker, which an abort terminates. */
async function runHere(task: Omit<CheckTask, 'progress'>, options: RunOptions = {}): Promise<CheckOutcome> {
  const { onProgress, signal } = options;
  signal?.throwIfAborted();
  const channel = progressChannel(onProgress);
  const work = runCheckTask(channel === undefined ? task : { ...task, progress: channel.port2 });
  try {
    if (signal === undefined) return await work;
    // As a pool worker's termination does: the check is abandoned now, its implementation worker ended.
    return await new Promise<CheckOutcome>((resolve, reject) => {
      const abandon = (): void => {
        void closeSources();
        reject(signal.reason);
      };
      signal.addEventListener('abort', abandon, { once: true });
      work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abandon));
    });
  } finally {
    channel?.port1.close();
  }
}

/**
 * `workers` lanes of checks: this thread is one (it only waits on implementation workers and draws progress
 * otherwise, so a thread of its own would cost an isolate for nothing), a tinypool of worker threads the rest.
 */
export function checkPool(workers: number): CheckPool {
  const threads = workers - 1;
  const pool =
    threads < 1
      ? undefined
      : new Tinypool({
          filename: ENTRY,
          minThreads: threads,
          maxThreads: threads,
          // Idle workers wait on their message port, not in Atomics.wait: their implementation workers' events still arrive.
          useAtomics: false,
          resourceLimits: { maxYoungGenerationSizeMb: WORKER_MAX_YOUNG_GENERATION_MB },
        });
  let hereBusy = false;
  const runPooled = async (task: Omit<CheckTask, 'progress'>, options: RunOptions = {}): Promise<CheckOutcome> => {
    if (pool === undefined) throw new Error('check pool: more checks at once than lanes');
    const { onProgress, signal } = options;
    const channel = progressChannel(onProgress);
    if (channel === undefined) return (await pool.run(task, signal ? { signal } : {})) as CheckOutcome;
    try {
      return (await pool.run(
        { ...task, progress: channel.port2 },
        { transferList: [channel.port2], ...(signal ? { signal } : {}) },
      )) as CheckOutcome;
    } finally {
      channel.port1.close();
    }
  };
  return {
    workers,
    run: async (task, options) => {
      if (hereBusy) return runPooled(task, options);
      hereBusy = true;
      try {
        return await runHere(task, options);
      } finally {
        hereBusy = false;
      }
    },
    close: async () => {
      await pool?.destroy();
      await closeSources();
    },
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
