// EXPERIMENT (bench only, not used by src/): compareSurfaces that pays for ordered, path-naming comparison only where a difference is.
import type { JsonValue, ParityVerdict, ToolDescriptor } from '../../src/model/index.js';
import { compareSurfaces } from '../../src/parity/compare.js';

const { hasOwn, keys } = Object;

/** Equality of two readable (plain, lie-free) JSON values, key order aside: no sorting, no path strings. */
function jsonEqual(a: JsonValue, b: JsonValue): boolean {
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

/**
 * Drop-in for compareSurfaces on a snapshot: tools proven equal are swapped for the expected tool itself, so the
 * reference's walk (which stops at the first difference) skips them by identity and reports exactly what it would have.
 */
export function leanCompareSurfaces(expected: readonly ToolDescriptor[], actual: readonly JsonValue[]): ParityVerdict {
  const shared = Math.min(expected.length, actual.length);
  let i = 0;
  while (i < shared && jsonEqual(expected[i] as unknown as JsonValue, actual[i] as JsonValue)) i++;
  if (i === shared && expected.length === actual.length) return { equal: true };
  return compareSurfaces(expected, [...(expected.slice(0, i) as unknown as JsonValue[]), ...actual.slice(i)]);
}
