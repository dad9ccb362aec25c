import type { StopReason, StopSignal } from '../harness/abort.js';

/** The exit code of a second signal, which ends the process at once: the shell's 128 + signal number. */
const EXIT_AT_ONCE: Record<StopSignal, number> = { SIGINT: 130, SIGTERM: 143 };

/** An abort signal for one command, fired by its time budget or the first SIGINT/SIGTERM; `dispose` when done. */
export interface RunStopper {
  readonly signal: AbortSignal;
  dispose(): void;
}

/**
 * Stops a run after `budgetMs` or on the first SIGINT or SIGTERM, so it can still write what it found; a
 * second signal exits at once. `say` tells the user which happened.
 */
export function runStopper(budgetMs: number, say: (line: string) => void): RunStopper {
  const controller = new AbortController();
  const stop = (reason: StopReason): void => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const timer = setTimeout(() => {
    say(`a34-verify: time budget of ${budgetMs} ms spent: stopping, writing the reports of what ran`);
    stop({ reason: 'budget' });
  }, budgetMs);
  let signalled = false;
  const onSignal = (signal: StopSignal): void => {
    if (signalled) process.exit(EXIT_AT_ONCE[signal]);
    signalled = true;
    say(`a34-verify: ${signal}: stopping, writing the reports of what ran (send it again to exit at once)`);
    stop({ reason: 'signal', signal });
  };
  const handlers = { SIGINT: () => onSignal('SIGINT'), SIGTERM: () => onSignal('SIGTERM') } as const;
  process.on('SIGINT', handlers.SIGINT);
  process.on('SIGTERM', handlers.SIGTERM);
  return {
    signal: controller.signal,
    dispose: () => {
      clearTimeout(timer);
      process.off('SIGINT', handlers.SIGINT);
      process.off('SIGTERM', handlers.SIGTERM);
    },
  };
}
