import type { Mutation } from '../scenario.js';
import { asRecord, targetIndex, type ToolRecord } from './tool-access.js';

/** In-place writes to the request's own descriptor objects: harmless only if nothing else shares them. */
export function alias(tools: unknown[], m: Mutation): void {
  const index = targetIndex(tools, m.target);
  const tool = index === undefined ? undefined : asRecord(tools[index]);
  if (tool === undefined) return;
  if (m.variant === 'annotations') {
    const annotations = asRecord(tool['annotations']);
    if (annotations) annotations['readOnlyHint'] = annotations['readOnlyHint'] !== true;
    else tool['annotations'] = { readOnlyHint: false };
  } else if (m.variant === 'schema-root') {
    const schema = asRecord(tool['inputSchema']);
    // An extension key, named or the bare prefix (a key a path must quote: one letter and a dash).
    if (schema) schema[m.pick % 2 === 0 ? 'x-aliased' : 'x-'] = true;
  } else {
    tool['description'] = `${String(tool['description'])} [aliased]`;
  }
}

/**
 * An equal copy with every object's keys in reverse order: the honest reordering parity must accept. With
 * `bare`, every object has no prototype, as `Object.create(null)` dictionaries do: honest JSON too.
 */
export function reverseKeysDeep(value: unknown, bare = false): unknown {
  if (Array.isArray(value)) return value.map((item) => reverseKeysDeep(item, bare));
  const record = asRecord(value);
  if (record === undefined) return value;
  const out: ToolRecord = bare ? Object.create(null) : {};
  for (const key of Object.keys(record).reverse())
    Object.defineProperty(out, key, {
      value: reverseKeysDeep(record[key], bare),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

/** An equal copy whose equal subtrees are one shared object, as an interning runtime builds: sharing, no cycle. */
export function internedCopy(value: unknown, seen = new Map<string, unknown>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  const key = JSON.stringify(value);
  if (seen.has(key)) return seen.get(key);
  const copy = Array.isArray(value)
    ? value.map((item) => internedCopy(item, seen))
    : Object.fromEntries(Object.entries(value).map(([k, item]) => [k, internedCopy(item, seen)]));
  seen.set(key, copy);
  return copy;
}

/** Picks from here up build the stranger honest forms (no prototype, shared subtrees); ordinary draws stay below. */
export const STRANGER_PICKS = 1_000_000;

/** Changes that keep the logical surface equal: they must be accepted. */
export function identity(tools: unknown[], m: Mutation): void {
  const odd = m.pick >= STRANGER_PICKS;
  if (m.variant === 'deep-copy') {
    tools.splice(0, tools.length, ...(odd ? (internedCopy(tools) as unknown[]) : structuredClone(tools)));
    return;
  }
  const index = targetIndex(tools, m.target);
  const tool = index === undefined ? undefined : asRecord(tools[index]);
  if (index === undefined || tool === undefined) return;
  if (m.variant === 'reorder-keys') tools[index] = reverseKeysDeep(tool, odd);
  else tools[index] = { ...tool, name: `${String(tool['name'])}`, description: `${String(tool['description'])}` };
}
