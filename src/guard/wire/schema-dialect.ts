import type { JsonValue } from '../../reference/model/index.js';
import { LISTS, MAPS, SCHEMAS } from './schema-keyword.js';

/** The `$schema` URIs of the two dialects a `schema-dialect` rule may swap, as zod 4 and the frameworks write them. */
export const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
export const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';
export const SWAPPABLE_DIALECTS: readonly string[] = [DRAFT_07, DRAFT_2020_12];

/**
 * Keywords draft-07 and draft 2020-12 read differently: one of the two does not know it (and ignores it), or
 * gives it another meaning. `$ref` too: draft-07 ignores every keyword beside a `$ref`, 2020-12 applies them;
 * `$id` sets a base URI (draft-07 also lets `#name` stand for an anchor). Array-form `items` and `format` values
 * 2019-09 added are checked beside this list (`readsAlike`).
 */
export const DIALECT_SENSITIVE_KEYWORDS: readonly string[] = [
  'prefixItems',
  'additionalItems',
  '$defs',
  'definitions',
  'dependencies',
  'dependentSchemas',
  'dependentRequired',
  '$ref',
  '$id',
  '$anchor',
  '$recursiveRef',
  '$recursiveAnchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$vocabulary',
  'unevaluatedProperties',
  'unevaluatedItems',
  'minContains',
  'maxContains',
  'contentSchema',
];

/** Formats 2019-09 defined: draft-07 does not know them, so a validator that asserts formats reads them apart. */
const FORMATS_SINCE_2019 = new Set(['duration', 'uuid']);
const SENSITIVE = new Set(DIALECT_SENSITIVE_KEYWORDS);

const isObject = (v: JsonValue | undefined): v is { readonly [k: string]: JsonValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * True when draft-07 and draft 2020-12 admit the same instances under `schema`: no sensitive keyword, no
 * array-form `items`, no 2019-09 format, and no `$schema` below the root (a nested dialect switch), anywhere a
 * subschema sits. Only schema positions are walked: a property named `prefixItems` is a name, not a keyword.
 */
export function readsAlike(schema: JsonValue, root = true): boolean {
  if (!isObject(schema)) return true;
  for (const [key, value] of Object.entries(schema)) {
    if (SENSITIVE.has(key)) return false;
    if (key === '$schema' && !root) return false;
    if (key === 'format' && typeof value === 'string' && FORMATS_SINCE_2019.has(value)) return false;
    if (key === 'items' && Array.isArray(value)) return false;
    if (MAPS.has(key) && isObject(value) && !Object.values(value).every((v) => readsAlike(v, false))) return false;
    if (LISTS.has(key) && Array.isArray(value) && !value.every((v) => readsAlike(v, false))) return false;
    if (SCHEMAS.has(key) && !readsAlike(value, false)) return false;
  }
  return true;
}
