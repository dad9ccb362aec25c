import type { ModelRequest } from '../model/index.js';

/** Every named injection point of the request lifecycle, in the order they run. */
export const HOOK_STAGES = [
  'extension',
  'context_fitting',
  'evidence_assembly',
  'publication_context',
  'async_preparation',
  'pre_dispatch',
  'after_final_check',
] as const;

export type HookStage = (typeof HOOK_STAGES)[number];

const AFTER_FINAL = HOOK_STAGES.indexOf('after_final_check');

/** Stages whose changes a parity check sees: extension (early) and every later one up to pre_dispatch (final). */
export const CHECKED_STAGES: readonly HookStage[] = HOOK_STAGES.slice(0, AFTER_FINAL);

/** Stages whose changes only the final check sees. */
export const FINAL_CHECKED_STAGES: readonly HookStage[] = CHECKED_STAGES.slice(1);

export interface HookContext {
  readonly stage: HookStage;
  readonly signal: AbortSignal;
}

/** A hook may touch the request in any way; parity decides whether what it did was lawful. */
export type RequestHook = (request: ModelRequest, context: HookContext) => void | Promise<void>;

export type HookTable = Partial<Record<HookStage, readonly RequestHook[]>>;

export const hooksInstalled = (table: HookTable | undefined): boolean =>
  table !== undefined && Object.values(table).some((hooks) => hooks !== undefined && hooks.length > 0);
