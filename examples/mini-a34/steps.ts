import type { HookStage, ModelRequest, RequestPorts } from 'a34-verify';

/** Preparation could not go on: a step threw, hung past its deadline, or the run was aborted. */
export class PreparationFailed extends Error {}

/** Awaits one value or step, but never longer than the deadline and never past an abort. */
export async function bounded<T>(
  work: () => T | Promise<T>,
  label: string,
  deadlineMs: number,
  signal: AbortSignal,
): Promise<T> {
  if (signal.aborted) throw new PreparationFailed(`${label}: run aborted`);
  let timer: NodeJS.Timeout | undefined;
  let onAbort = (): void => undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PreparationFailed(`${label}: no answer within ${deadlineMs} ms`)), deadlineMs);
    onAbort = () => reject(new PreparationFailed(`${label}: run aborted`));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    const result = await Promise.race([Promise.resolve().then(work), stop]);
    if (signal.aborted) throw new PreparationFailed(`${label}: run aborted`);
    return result;
  } catch (error) {
    throw error instanceof PreparationFailed
      ? error
      : new PreparationFailed(`${label} failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

/** The runtime's own steps at a stage, then the optional hooks, one at a time. */
export async function runStage(
  stage: HookStage,
  request: ModelRequest,
  ports: RequestPorts,
  deadlineMs: number,
  signal: AbortSignal,
): Promise<void> {
  for (const hook of [...(ports.assembly?.[stage] ?? []), ...(ports.hooks?.[stage] ?? [])]) {
    await bounded(() => hook(request, { stage, signal }), `${stage} step`, deadlineMs, signal);
  }
}
