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

export interface HookContext {
  readonly stage: HookStage;
  readonly signal: AbortSignal;
}

/** A hook may touch the request in any way; parity decides whether what it did was lawful. */
export type RequestHook = (request: ModelRequest, context: HookContext) => void | Promise<void>;

export type HookTable = Partial<Record<HookStage, readonly RequestHook[]>>;

export const hooksInstalled = (table: HookTable | undefined): boolean =>
  table !== undefined && Object.values(table).some((hooks) => hooks !== undefined && hooks.length > 0);
