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

/** Targets from here up count from the end of the list: `FROM_END` is the last item, `FROM_END + 1` the one before. */
export const FROM_END = 1_000_000;

/** Index of the targeted item (modulo the length; from the end at `FROM_END` and above), undefined for an empty list. */
export const targetIndex = (items: readonly unknown[], target: number): number | undefined =>
  items.length === 0
    ? undefined
    : target >= FROM_END
      ? items.length - 1 - ((target - FROM_END) % items.length)
      : target % items.length;

/** How a report names a target: its index, or its place from the end. */
export const targetLabel = (target: number): string =>
  target < FROM_END ? `#${target}` : target === FROM_END ? 'last' : `last-${target - FROM_END}`;

/** Replaces tool `index` by a fresh object with one field changed: the old object stays untouched. */
export function replaceField(tools: unknown[], index: number, field: string, change: (old: unknown) => unknown): void {
  const tool = asRecord(tools[index]);
  if (tool === undefined) return;
  tools[index] = { ...tool, [field]: change(tool[field]) };
}
