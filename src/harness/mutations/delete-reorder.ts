import type { Mutation } from '../scenario.js';
import { asRecord, targetIndex } from './tool-access.js';

/**
 * JSON values that are not a descriptor: a hook that writes one must meet a typed difference, not a crash. The two
 * a `typeof` check takes for an object come first, and twice.
 */
const NOT_A_TOOL: readonly unknown[] = [null, [], 'x', 1, true, null, []];
/** What a hook may put where the tool list was: JSON, but not a list (A34-SPEC §7 delete, the whole list at once). */
export const NOT_A_LIST: readonly unknown[] = [null, 'tools', 0, {}, true];
/** Descriptor fields a hook may delete; name is left, so the tool is still found by name. */
const DELETABLE = ['description', 'inputSchema', 'annotations'] as const;

export function remove(tools: unknown[], m: Mutation): void {
  const index = targetIndex(tools, m.target);
  // The whole list replaced is the request's business (applyMutationTo), not this list's.
  if (index === undefined || m.variant === 'list-not-a-list' || m.variant === 'key-removed') return;
  if (m.variant === 'not-an-object') {
    tools[index] = structuredClone(NOT_A_TOOL[m.pick % NOT_A_TOOL.length]);
    return;
  }
  if (m.variant === 'field-removed') {
    const tool = asRecord(tools[index]);
    if (tool === undefined) return;
    const present = DELETABLE.filter((field) => field in tool);
    const field = present[m.pick % Math.max(1, present.length)];
    if (field === undefined) return;
    const { [field]: _dropped, ...rest } = tool;
    tools[index] = rest;
    return;
  }
  tools.splice(index, 1);
}

/** A non-identity permutation whenever the list has two or more tools. */
export function reorder(tools: unknown[], m: Mutation): void {
  const n = tools.length;
  if (n < 2) return;
  if (m.variant === 'reverse') {
    tools.reverse();
    return;
  }
  if (m.variant === 'rotate') {
    const by = 1 + (m.pick % (n - 1));
    tools.push(...tools.splice(0, by));
    return;
  }
  const i = targetIndex(tools, m.target) ?? 0;
  const j = (i + 1 + (m.pick % (n - 1))) % n;
  [tools[i], tools[j]] = [tools[j], tools[i]];
}
