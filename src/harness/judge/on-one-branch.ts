import { parsePath, type PathStep } from '../json-path.js';

const sameStep = (a: PathStep, b: PathStep): boolean =>
  'index' in a ? 'index' in b && a.index === b.index : 'key' in b && a.key === b.key;

/** `outer`'s steps begin `inner`'s: inner is outer, or under it. */
export const stepsWithin = (outer: readonly PathStep[], inner: readonly PathStep[]): boolean =>
  outer.length <= inner.length && outer.every((step, i) => sameStep(step, inner[i] as PathStep));

/**
 * Two JSON-path locations on one branch: one is the other, or above it. Compared as parsed steps, so two
 * spellings of one place (`.name`, `["name"]`) agree; a path that does not parse is on no branch.
 */
export function onOneBranch(a: string, b: string): boolean {
  const [x, y] = [parsePath(a), parsePath(b)];
  return x !== undefined && y !== undefined && (stepsWithin(x, y) || stepsWithin(y, x));
}
