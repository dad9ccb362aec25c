/** Raised when preparation cannot go on: a hook threw, timed out, or the run aborted. */
export class PreparationError extends Error {
  override readonly name = 'PreparationError';
}

/** Awaits a step, bounded by a deadline and an abort signal, so a step that never settles cannot hang the request. */
export async function withinDeadline<T>(
  step: () => T | Promise<T>,
  label: string,
  deadlineMs: number,
  signal: AbortSignal,
): Promise<T> {
  if (signal.aborted) throw new PreparationError(`${label}: aborted before it ran`);
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PreparationError(`${label}: did not settle within ${deadlineMs} ms`)),
      deadlineMs,
    );
    onAbort = () => reject(new PreparationError(`${label}: aborted`));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([Promise.resolve().then(step), stop]);
  } catch (error) {
    if (error instanceof PreparationError) throw error;
    throw new PreparationError(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
