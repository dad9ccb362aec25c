import type { JsonValue } from '../model/index.js';

const { hasOwn, keys } = Object;

/** Equality of two readable (plain, lie-free) JSON values, key order aside: no sorting, no path strings. */
export function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i] as JsonValue, b[i] as JsonValue)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const own = keys(a);
  if (own.length !== keys(b).length) return false;
  for (const key of own) if (!hasOwn(b, key) || !jsonEqual(a[key] as JsonValue, b[key] as JsonValue)) return false;
  return true;
}
