import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Bench } from 'tinybench';

// `npm run bench` has no --expose-gc flag; this is the documented way to get gc() at run time.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** One contender of a group: a name and the work it does per iteration. */
export interface Contender {
  readonly name: string;
  readonly fn: () => unknown;
}

export interface MeasureOptions {
  /** Rounds per group: each round pairs every contender with a floor measured right next to it. */
  readonly rounds: number;
  /** tinybench time budget per task per round, ms. */
  readonly timeMs: number;
}

/** Identical work on both sides: its ratio shows how far this machine lets any other ratio be trusted. */
export const NOISE_CHECK = 'noise check: the floor timed against itself';

/** Per contender (and the noise check): median fastest latency (ms) and median ratio to the floor over the rounds. */
export interface GroupResult {
  readonly floorMs: number;
  readonly contenders: Record<string, { readonly ms: number; readonly ratio: number }>;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

let _sink: unknown;
/** Keeps results alive (a module-level write the engine cannot prove dead), so no work is dropped as dead code. */
export const consume = (value: unknown): void => {
  _sink = value;
};

/** Fastest iteration: on a loaded machine other work only ever adds time, so the minimum is the steadiest estimate. */
function fastest(bench: Bench, name: string): number {
  const result = bench.getTask(name)?.result;
  if (!result || (result.state !== 'completed' && result.state !== 'aborted-with-statistics')) {
    throw new Error(
      `bench: task ${name} did not complete (${result?.state ?? 'missing'}${result?.state === 'errored' ? `: ${result.error.message}` : ''})`,
    );
  }
  return result.latency.min;
}

/** Floor and one contender back to back in one tinybench run, each starting on a collected heap. */
async function pair(
  floor: Contender,
  contender: Contender,
  floorFirst: boolean,
  timeMs: number,
): Promise<{ floorMs: number; ms: number }> {
  const bench = new Bench({ time: timeMs, iterations: 5, warmupIterations: 2, throws: true });
  // Without this, a task pays for the garbage of the task before it (the reference allocates a whole copy).
  // Only before the timed phase: a full collection per phase would double the bench's run time.
  const clean = { beforeAll: (mode?: 'run' | 'warmup') => (mode === 'run' ? collectGarbage() : undefined) };
  const tasks = floorFirst ? [floor, contender] : [contender, floor];
  for (const t of tasks) bench.add(t === floor ? '\0floor' : t.name, () => consume(t.fn()), clean);
  await bench.run();
  return { floorMs: fastest(bench, '\0floor'), ms: fastest(bench, contender.name) };
}

/**
 * Ratios to one floor on a noisy machine: each round measures every contender right next to its own floor
 * (alternating which goes first), and the median over rounds is kept.
 */
export async function measureGroup(
  floor: Contender,
  measured: readonly Contender[],
  options: MeasureOptions,
): Promise<GroupResult> {
  const contenders = [{ name: NOISE_CHECK, fn: floor.fn }, ...measured];
  const floors: number[] = [];
  const samples = new Map<string, { ms: number[]; ratio: number[] }>(
    contenders.map((c) => [c.name, { ms: [], ratio: [] }]),
  );
  for (let round = 0; round < options.rounds; round++) {
    for (const [index, c] of contenders.entries()) {
      const timed = await pair(floor, c, (round + index) % 2 === 0, options.timeMs);
      floors.push(timed.floorMs);
      samples.get(c.name)!.ms.push(timed.ms);
      samples.get(c.name)!.ratio.push(timed.ms / timed.floorMs);
    }
  }
  const out: Record<string, { ms: number; ratio: number }> = {};
  for (const c of contenders)
    out[c.name] = { ms: median(samples.get(c.name)!.ms), ratio: median(samples.get(c.name)!.ratio) };
  return { floorMs: median(floors), contenders: out };
}

/** The garbage collector, for the hand-timed loops of async work (tinybench times the sync groups). */
export const collect = (): void => collectGarbage();

/**
 * Async work against a sync floor, hand-timed (tinybench would not await inside `consume`): per round,
 * on a collected heap, the fastest of `iterations` runs of each, the order alternating by round; the
 * median ratio over `rounds` rounds.
 */
export async function measureAsync(
  floor: () => unknown,
  work: () => Promise<unknown>,
  options: { readonly rounds: number; readonly iterations: number },
): Promise<{ floorMs: number; ms: number; ratio: number }> {
  const fastestSync = (): number => {
    collectGarbage();
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < options.iterations; i++) {
      const started = performance.now();
      consume(floor());
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };
  const fastestAsync = async (): Promise<number> => {
    collectGarbage();
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < options.iterations; i++) {
      const started = performance.now();
      consume(await work());
      best = Math.min(best, performance.now() - started);
    }
    return best;
  };
  const floors: number[] = [];
  const works: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < options.rounds; round++) {
    let f: number;
    let w: number;
    if (round % 2 === 0) {
      f = fastestSync();
      w = await fastestAsync();
    } else {
      w = await fastestAsync();
      f = fastestSync();
    }
    floors.push(f);
    works.push(w);
    ratios.push(w / f);
  }
  return { floorMs: median(floors), ms: median(works), ratio: median(ratios) };
}
