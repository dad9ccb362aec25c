import type { JsonObject, JsonValue } from '../../src/reference/model/index.js';
import { at } from './pick.js';
import { REF_MARK } from './schema-node.js';

/** Replaces every ref mark with a `$ref` to one of `targets` (`$defs` names), or a string schema when there is none. */
export function resolveRefs(value: JsonValue, targets: readonly string[]): JsonValue {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, targets));
  if (value === null || typeof value !== 'object') return value;
  const pick = value[REF_MARK];
  if (typeof pick === 'number') {
    const target = at(targets, pick);
    return target === undefined ? { type: 'string' } : { $ref: `#/$defs/${target}` };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, targets)]));
}

/** Resolves a root object and its definitions; a definition only refers to earlier ones, so refs never cycle. */
export function resolveRoot(
  root: JsonObject,
  defs: readonly (readonly [string, JsonObject])[],
): { root: JsonObject; defs: JsonObject } {
  const names = defs.map(([name]) => name);
  const resolvedDefs = defs.map(([name, def], i) => [name, resolveRefs(def, names.slice(0, i))] as const);
  return { root: resolveRefs(root, names) as JsonObject, defs: Object.fromEntries(resolvedDefs) };
}
