/**
 * Every time and size bound of the harness, each with why it has its value. The reference keeps its
 * own step default (`src/reference/pipeline/run-request.ts`): it imports nothing from here.
 */

/** Step deadline when a scenario injects a hang: short, so an injected hang costs little; an implementation must honour it. */
export const HANG_DEADLINE_MS = 25;

/** Step deadline otherwise: far above any honest step, so only a step that never settles meets it. */
export const STEP_DEADLINE_MS = 5_000;

/** One request (or one concurrent batch) of a lie check or campaign: well above the slowest honest lie (~10 MB schema). */
export const HANG_BOUND_MS = 2_000;

/** Injected hangs in the campaign: its steps are synchronous or microtask-paced, so only a hang waits on it. */
export const CAMPAIGN_HANG_DEADLINE_MS = 5;

/** One implementation call, harness side: long enough for any honest request, short enough that a hang is reported. */
export const DEFAULT_CASE_TIMEOUT_MS = 10_000;

/** Loading an adapter module in a fresh worker (tsx compiles it): generous, since a cold compile of a big module is slow. */
export const WORKER_START_TIMEOUT_MS = 30_000;

/** After an outcome, the most the harness waits for the implementation to go idle: a late effect a tick or a timer later is seen. */
export const SETTLE_WINDOW_MS = 50;

/** Boundary failures of one property run before its checks stop running (no shrinking through exits and hangs). */
export const BOUNDARY_FAILURES_BEFORE_HALT = 1;

/** Characters kept of a message the implementation produced (an error, a reason): a 50 MB message must not sink the report. */
export const MESSAGE_KEEP_CHARS = 2_000;

/** Largest RED case file read: a real case is a few KB; anything this big is a mistake or an attack. */
export const RED_FILE_MAX_BYTES = 4 * 1024 * 1024;

/** Largest corpus entry read: a counterexample may carry a lie's 10 MB schema, never much more. */
export const CORPUS_FILE_MAX_BYTES = 32 * 1024 * 1024;

/** Largest config file loaded: a config is a few lines of TypeScript. */
export const CONFIG_FILE_MAX_BYTES = 1024 * 1024;

/** Largest shard report `merge` reads: counterexamples in full, still far below a heap's worth. */
export const REPORT_FILE_MAX_BYTES = 64 * 1024 * 1024;

/** Heap of an implementation worker: ample for the reference at 1,000 tools, small enough that a runaway dies here, not the harness. */
export const WORKER_MAX_OLD_GENERATION_MB = 512;

/**
 * Young generation of every worker the harness starts (check and implementation workers): V8's default
 * (48 MB) is paid per isolate and a pooled run holds four; 12 MB takes 55-100 MB off the gate's peak for
 * 0-4 % more CPU (issue 17, README performance).
 */
/** The CLI thread's semi-space (its young generation is three of them): a main-thread lane runs checks too. */
export const MAIN_MAX_SEMI_SPACE_MB = 4;

export const WORKER_MAX_YOUNG_GENERATION_MB = 12;

/** Whole-run budgets per profile: past it the run stops, reports what it found and is marked incomplete. */
export const RUN_BUDGET_MS = { ci: 120_000, pr: 300_000, nightly: 3_600_000, fuzz: 14_400_000 } as const;

/** What `withTimeout` settles to when the time is up. */
export const TIMED_OUT: unique symbol = Symbol('timed out');

/** Races a promise against a timer and always clears the timer: the one race-with-timeout of the harness. */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}
