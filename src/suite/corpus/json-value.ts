import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';

/**
 * A JSON picture of a counterexample and whether it is exact: `exact` is false when the JSON
 * round trip changes the value (a scheduler, `undefined`, `-0`, a class instance), so it cannot stand in for it.
 */
export function toJsonValue(value: unknown): { readonly json: unknown; readonly exact: boolean } {
  try {
    const text = JSON.stringify(value);
    if (text === undefined) return { json: fc.stringify(value), exact: false };
    const json: unknown = JSON.parse(text);
    return { json, exact: isDeepStrictEqual(json, value) };
  } catch {
    // Cycles and BigInt cannot be JSON: keep fast-check's readable rendering instead.
    return { json: fc.stringify(value), exact: false };
  }
}
