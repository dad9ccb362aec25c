import type { Mutation } from '../scenario.js';
import { targetIndex } from './tool-access.js';

export function remove(tools: unknown[], m: Mutation): void {
  const index = targetIndex(tools, m.target);
  if (index !== undefined) tools.splice(index, 1);
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
  const i = m.target % n;
  const j = (i + 1 + (m.pick % (n - 1))) % n;
  [tools[i], tools[j]] = [tools[j], tools[i]];
}
