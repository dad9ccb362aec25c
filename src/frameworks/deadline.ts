/** Raised when a framework neither answers nor fails within the deadline (a hang is a finding, never a stuck run). */
export class DeadlineError extends Error {
  override readonly name = 'DeadlineError';
}

/** `work`, or a DeadlineError after `ms`; the timer never keeps the process alive. */
export async function withDeadline<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`${what} did not settle within ${ms} ms`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
