const { isArray } = Array;
const { keys } = Object;

/** What JSON.stringify writes in an array's slot for a value it leaves out of an object: null. */
const omitted = (value: unknown): boolean =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** A value JSON.stringify writes by itself, not by walking it: a scalar, or an object with a toJSON of its own. */
const writtenWhole = (value: unknown): boolean =>
  typeof value !== 'object' || value === null || typeof (value as { toJSON?: unknown }).toJSON === 'function';

/**
 * True exactly when JSON.stringify(a) === JSON.stringify(b), without writing either. Shared subtrees compare by
 * identity, so two copies of a scenario's facts that share their big fields (the registry) cost only their
 * differences, where writing each as JSON walked all of it.
 */
export function sameJsonText(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (writtenWhole(a) || writtenWhole(b)) return JSON.stringify(a) === JSON.stringify(b);
  if (isArray(a) || isArray(b)) {
    if (!isArray(a) || !isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const x: unknown = a[i];
      const y: unknown = b[i];
      if (!sameJsonText(omitted(x) ? null : x, omitted(y) ? null : y)) return false;
    }
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const leftKeys = keys(left).filter((k) => !omitted(left[k]));
  const rightKeys = keys(right).filter((k) => !omitted(right[k]));
  if (leftKeys.length !== rightKeys.length) return false;
  for (let i = 0; i < leftKeys.length; i++) {
    const key = leftKeys[i] as string;
    if (key !== rightKeys[i] || !sameJsonText(left[key], right[key])) return false;
  }
  return true;
}
