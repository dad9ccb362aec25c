import { types } from 'node:util';
import type { JsonValue } from '../../reference/model/index.js';
import type { ToolGuard } from '../create-guard.js';
import type { SeamShape } from '../early-check.js';

/** A binding takes the turn's guard, or a function returning the current turn's guard (a long-lived model). */
export type GuardSource = ToolGuard | (() => ToolGuard);

export const currentGuard = (source: GuardSource): ToolGuard => (typeof source === 'function' ? source() : source);

/** A framework's schema → plain JSON Schema, for seams that hold a schema library object (zod, Standard Schema). */
export type SchemaConverter = (schema: unknown, tool: string) => unknown;

/**
 * The named own fields of a live framework object, as a plain object the guard can read. Property descriptors
 * are copied, not values: a getter stays a getter (the guard refuses it without running it), and nothing is
 * read twice. A field holding `undefined` is left out, as JSON would. A Proxy is passed on for the guard to refuse.
 */
export function liveFields(entry: unknown, keys: readonly string[]): unknown {
  if (typeof entry !== 'object' || entry === null || types.isProxy(entry)) return entry;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const d = Object.getOwnPropertyDescriptor(entry, key);
    if (d === undefined || ('value' in d && d.value === undefined)) continue;
    Object.defineProperty(out, key, d);
  }
  return out;
}

/** The same, with the schema field replaced by what `convert` makes of it (read as a data property only). */
export function liveFieldsConverted(
  entry: unknown,
  keys: readonly string[],
  schemaKey: string,
  convert: SchemaConverter | undefined,
  name: string,
): unknown {
  const fields = liveFields(entry, keys);
  if (convert === undefined || typeof fields !== 'object' || fields === null || types.isProxy(fields)) return fields;
  const d = Object.getOwnPropertyDescriptor(fields, schemaKey);
  if (d === undefined || !('value' in d)) return fields;
  Object.defineProperty(fields, schemaKey, { ...d, value: convert(d.value, name) });
  return fields;
}

/** A seam shape for entries that hold `name`, an optional `description` and the schema under `schemaKey`. */
export function fieldShape(schemaKey: string): SeamShape {
  return (entry) => {
    const out: { [key: string]: JsonValue } = {};
    if (Object.hasOwn(entry, 'name')) out['name'] = entry['name'] as JsonValue;
    out['description'] = Object.hasOwn(entry, 'description') ? (entry['description'] as JsonValue) : '';
    if (Object.hasOwn(entry, schemaKey)) out['inputSchema'] = entry[schemaKey] as JsonValue;
    return out;
  };
}
