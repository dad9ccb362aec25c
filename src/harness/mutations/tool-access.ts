import type { ToolDescriptor } from '../../reference/model/index.js';

/** A tool as a hook sees it: a plain record, possibly already mangled by an earlier hook. */
export type ToolRecord = Record<string, unknown>;

/** What a mutation may reach besides the request: descriptors to smuggle in. */
export interface MutationWorld {
  /** A descriptor the owners refused this turn, if any. */
  readonly refused: ToolDescriptor | undefined;
  /** The readback control's descriptor. */
  readonly readback: ToolDescriptor;
}

export const asRecord = (value: unknown): ToolRecord | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as ToolRecord) : undefined;

/** Index of the targeted tool, or undefined for an empty list. */
export const targetIndex = (tools: readonly unknown[], target: number): number | undefined =>
  tools.length === 0 ? undefined : target % tools.length;

/** Replaces tool `index` by a fresh object with one field changed: the old object stays untouched. */
export function replaceField(tools: unknown[], index: number, field: string, change: (old: unknown) => unknown): void {
  const tool = asRecord(tools[index]);
  if (tool === undefined) return;
  tools[index] = { ...tool, [field]: change(tool[field]) };
}
