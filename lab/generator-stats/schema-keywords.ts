/** Every keyword of JSON Schema 2020-12 (core, applicator, unevaluated, validation, format, content, meta-data). */
export const SCHEMA_2020_12_KEYWORDS = [
  '$schema',
  '$id',
  '$ref',
  '$defs',
  '$anchor',
  '$dynamicRef',
  '$dynamicAnchor',
  '$vocabulary',
  '$comment',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'prefixItems',
  'items',
  'contains',
  'properties',
  'patternProperties',
  'additionalProperties',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'format',
  'contentEncoding',
  'contentMediaType',
  'contentSchema',
  'title',
  'description',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'examples',
] as const;

const MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SINGLE = ['items', 'contains', 'not', 'if', 'then', 'else', 'additionalProperties', 'propertyNames'];
const SINGLE_MORE = ['unevaluatedItems', 'unevaluatedProperties', 'contentSchema'];

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Keywords used by a schema and its subschemas (walked by position, so a property named `title` is not one), and the deepest subschema. */
export function schemaKeywords(schema: unknown): { keywords: Set<string>; depth: number } {
  const keywords = new Set<string>();
  let deepest = 0;
  const visit = (node: unknown, depth: number): void => {
    if (!isObject(node)) return;
    deepest = Math.max(deepest, depth);
    for (const key of Object.keys(node)) keywords.add(key);
    for (const key of MAPS) if (isObject(node[key])) for (const sub of Object.values(node[key])) visit(sub, depth + 1);
    for (const key of LISTS) if (Array.isArray(node[key])) for (const sub of node[key]) visit(sub, depth + 1);
    for (const key of [...SINGLE, ...SINGLE_MORE]) visit(node[key], depth + 1);
  };
  visit(schema, 0);
  return { keywords, depth: deepest };
}
