import { childPath } from '../../reference/parity/json-path.js';
import type { JsonValue } from '../../reference/model/index.js';
import type { Side } from './changes.js';

/** One differing leaf (or a node present on one side only), at a path under `root`. */
export interface JsonChange {
  readonly path: string;
  readonly expected: Side;
  readonly actual: Side;
}

type JsonObject = { readonly [key: string]: JsonValue };
const isObject = (v: JsonValue): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const kindOf = (v: JsonValue): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * Every place two JSON values differ, deepest first-differing node per branch. Key order is not a
 * difference (A34-SPEC §5); array items compare by position, since order is meaningful there.
 */
export function jsonChanges(expected: JsonValue, actual: JsonValue, root: string): JsonChange[] {
  const out: JsonChange[] = [];
  const walk = (e: JsonValue, a: JsonValue, path: string): void => {
    if (kindOf(e) !== kindOf(a)) return void out.push({ path, expected: e, actual: a });
    if (Array.isArray(e) && Array.isArray(a)) {
      for (let i = 0; i < Math.max(e.length, a.length); i++) {
        const at = childPath(path, i);
        if (i >= a.length) out.push({ path: at, expected: e[i] as JsonValue, actual: '<absent>' });
        else if (i >= e.length) out.push({ path: at, expected: '<absent>', actual: a[i] as JsonValue });
        else walk(e[i] as JsonValue, a[i] as JsonValue, at);
      }
      return;
    }
    if (isObject(e) && isObject(a)) {
      const keys = [...new Set([...Object.keys(e), ...Object.keys(a)])];
      for (const key of keys) {
        const at = childPath(path, key);
        const [x, y] = [Object.hasOwn(e, key) ? e[key] : undefined, Object.hasOwn(a, key) ? a[key] : undefined];
        if (y === undefined && x !== undefined) out.push({ path: at, expected: x, actual: '<absent>' });
        else if (x === undefined && y !== undefined) out.push({ path: at, expected: '<absent>', actual: y });
        else if (x !== undefined && y !== undefined) walk(x, y, at);
      }
      return;
    }
    if (!Object.is(e, a)) out.push({ path, expected: e, actual: a });
  };
  walk(expected, actual, root);
  return out;
}
