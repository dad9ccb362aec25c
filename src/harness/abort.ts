/** Cutting a run short: why it was stopped, and the one race of a promise against an abort signal. */

/** The signals the CLI stops a run on. */
export type StopSignal = 'SIGINT' | 'SIGTERM';

/** Why a run stopped before its end: its time budget, or a signal (unnamed when a caller aborted it). */
export type StopReason = { readonly reason: 'budget' } | { readonly reason: 'signal'; readonly signal?: StopSignal };

/** What `untilAborted` settles to once the signal has aborted. */
export const ABORTED: unique symbol = Symbol('aborted');

/** The reason a stopped run records; an abort with a reason of another shape counts as an unnamed signal. */
export function stopReasonOf(signal: AbortSignal): StopReason {
  const reason: unknown = signal.reason;
  if (typeof reason === 'object' && reason !== null) {
    const { reason: why, signal: name } = reason as { reason?: unknown; signal?: unknown };
    if (why === 'budget') return { reason: 'budget' };
    if (why === 'signal' && (name === 'SIGINT' || name === 'SIGTERM')) return { reason: 'signal', signal: name };
  }
  return { reason: 'signal' };
}

/**
 * Races `promise` against `signal`: its value, or `ABORTED` as soon as the signal aborts (at once when it
 * already has). An abandoned promise's later rejection is swallowed: nobody waits for it any more.
 */
export async function untilAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T | typeof ABORTED> {
  if (signal === undefined) return promise;
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<typeof ABORTED>((resolve) => {
    onAbort = () => resolve(ABORTED);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    const won = await Promise.race([promise, aborted]);
    if (won === ABORTED) promise.catch(() => undefined);
    return won;
  } finally {
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort);
  }
}
