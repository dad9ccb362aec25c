import { defineFault, swapOne } from './_internals/define-fault.js';
import { carelessFastPath, isContainer } from './_internals/careless-fast-path.js';

/** Two values are primitives to compare only when both are; otherwise their own keys are compared. */
function equalByOwnKeys(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isContainer(a) && !isContainer(b)) return false;
  const ka = Object.keys(a ?? {});
  const kb = Object.keys(b ?? {});
  const other = (b ?? {}) as Record<string, unknown>;
  return (
    ka.length === kb.length &&
    ka.every((k) => Object.hasOwn(other, k) && equalByOwnKeys((a as Record<string, unknown>)[k], other[k]))
  );
}

export const keysOnlyEqual = defineFault({
  id: 'keys-only-equal',
  title: 'a fast path compares values by their own keys, whatever their JSON kind',
  bug: 'a hand-rolled deep equal asks `typeof` only when both sides are leaves, so `0`, `false` or `null` equals `{}`, and `{}` equals `[]`: a value turned into an empty container of another kind is dispatched',
  origin: 'careless',
  parts: swapOne('finalParity', () => carelessFastPath(equalByOwnKeys)),
});
