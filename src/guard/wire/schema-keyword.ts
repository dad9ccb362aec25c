import type { Segments } from './json-path.js';

/** Keywords whose value maps names to subschemas, lists subschemas, or is one subschema. */
export const MAPS: ReadonlySet<string> = new Set([
  'properties',
  '$defs',
  'definitions',
  'patternProperties',
  'dependentSchemas',
]);
export const LISTS: ReadonlySet<string> = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);
export const SCHEMAS: ReadonlySet<string> = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  'additionalItems',
]);

/**
 * The schema keyword a path inside a schema ends in: `properties.x.format` → `format`,
 * `properties.x` → `properties` (a property added or dropped), `enum[2]` → `enum`.
 */
export function schemaKeyword(path: Segments): string {
  let state: 'schema' | 'map' | 'list' | 'value' = 'schema';
  let keyword = '(root)';
  for (const segment of path) {
    if (state === 'value') break;
    if (state === 'map' || state === 'list') {
      state = 'schema';
      continue;
    }
    if (typeof segment === 'number') {
      // An array where a schema was expected: items as a tuple (draft 4-7).
      continue;
    }
    keyword = segment;
    state = MAPS.has(segment) ? 'map' : LISTS.has(segment) ? 'list' : SCHEMAS.has(segment) ? 'schema' : 'value';
  }
  return keyword;
}
