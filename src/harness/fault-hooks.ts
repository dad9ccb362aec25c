import { HOOK_STAGES, type HookStage, type RequestHook } from '../reference/pipeline/hooks.js';
import type { FaultSchedule } from './scenario.js';

/** Stages at which the schedule makes preparation fail, in the order the pipeline meets them. */
export const failingStages = (faults: FaultSchedule): HookStage[] =>
  [faults.throwAt, faults.rejectAt, faults.hangAt, faults.abortAt].filter((s): s is HookStage => s !== undefined);

/**
 * Whether a step froze the request at or before the stage with index `at` (in HOOK_STAGES): the runtime's own writes
 * after it may throw, so a preparation rejection is as lawful there as the outcome the contract names otherwise.
 */
export const frozenBy = (faults: FaultSchedule, at: number): boolean =>
  faults.freezeAt !== undefined && HOOK_STAGES.indexOf(faults.freezeAt) <= at;

/** Hooks that fail the way real preparation steps fail: throw, reject, never settle, abort the run, or lock the request. */
export function faultHooks(faults: FaultSchedule, stage: HookStage, abort: AbortController): RequestHook[] {
  const hooks: RequestHook[] = [];
  if (faults.throwAt === stage)
    hooks.push(() => {
      throw new Error(`injected fault: throw at ${stage}`);
    });
  if (faults.rejectAt === stage)
    hooks.push(async () => {
      await Promise.resolve();
      throw new Error(`injected fault: rejection at ${stage}`);
    });
  if (faults.hangAt === stage) hooks.push(() => new Promise<void>(() => undefined));
  // After the last step the abort lands a microtask late, outside any step: only the runtime's own check sees it.
  if (faults.abortAt === stage)
    hooks.push(() => {
      const fire = () => abort.abort(new Error(`injected fault: abort at ${stage}`));
      if (stage === 'after_final_check') queueMicrotask(fire);
      else fire();
    });
  if (faults.freezeAt === stage)
    hooks.push((request) => {
      Object.freeze(request);
    });
  return hooks;
}
