import type { JsonValue } from '../../reference/model/index.js';
import type { Segments } from './json-path.js';

/** One difference between two JSON values; key order is not significant, array order is. */
export interface JsonDifference {
  readonly at: Segments;
  readonly expected: JsonValue | '<absent>';
  readonly actual: JsonValue | '<absent>';
  readonly kind: 'removed' | 'added' | 'changed' | 'retyped';
}

const kindOf = (v: JsonValue): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** True when two JSON values are equal (key order aside), without building a path: the common case is cheap. */
export function sameJson(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i] as JsonValue, b[i] as JsonValue)) return false;
    return true;
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys)
    if (!Object.hasOwn(b, key) || !sameJson(a[key] as JsonValue, b[key] as JsonValue)) return false;
  return true;
}

/** Every difference (not only the first, as compareSurfaces reports), so each deviation gets a code. */
export function jsonDifferences(expected: JsonValue, actual: JsonValue, at: Segments = []): JsonDifference[] {
  if (expected === actual) return [];
  if (kindOf(expected) !== kindOf(actual)) return [{ at, expected, actual, kind: 'retyped' }];
  if (Array.isArray(expected) && Array.isArray(actual)) {
    const out: JsonDifference[] = [];
    for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
      const e = expected[i];
      const a = actual[i];
      if (a === undefined) out.push({ at: [...at, i], expected: e as JsonValue, actual: '<absent>', kind: 'removed' });
      else if (e === undefined) out.push({ at: [...at, i], expected: '<absent>', actual: a, kind: 'added' });
      else out.push(...jsonDifferences(e, a, [...at, i]));
    }
    return out;
  }
  if (
    typeof expected === 'object' &&
    expected !== null &&
    typeof actual === 'object' &&
    actual !== null &&
    !Array.isArray(expected) &&
    !Array.isArray(actual)
  ) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
    return keys.flatMap((key): JsonDifference[] => {
      if (!Object.hasOwn(actual, key))
        return [{ at: [...at, key], expected: expected[key] as JsonValue, actual: '<absent>', kind: 'removed' }];
      if (!Object.hasOwn(expected, key))
        return [{ at: [...at, key], expected: '<absent>', actual: actual[key] as JsonValue, kind: 'added' }];
      return jsonDifferences(expected[key] as JsonValue, actual[key] as JsonValue, [...at, key]);
    });
  }
  return [{ at, expected, actual, kind: 'changed' }];
}
