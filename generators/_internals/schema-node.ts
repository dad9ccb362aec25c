import fc from 'fast-check';
import type { JsonObject } from '../../src/reference/model/index.js';
import { rarely, shrinkAcross, weighted } from './pick.js';
import { described, leafSchema, nullableLeafSchema } from './schema-leaf.js';

/** Marks where a `$ref` goes; resolved against the root's `$defs` once those exist (see schema-refs.ts). */
export const REF_MARK = 'x-gen-ref-pick';

const PROPERTY_NAMES = [
  'query',
  'isin',
  'limit',
  'from',
  'to',
  'currency',
  'page',
  'cursor',
  'side',
  'quantity',
  'assetClass',
  'range',
  'region',
  'sourceRef',
  'documentId',
  'kinds',
  'offset',
  'sort',
  'filters',
  'tags',
];

/**
 * Keys real schemas carry that are not identifiers: JSON-LD and header names, spaces, dots and brackets
 * (which a path must quote), digits first, a letter and punctuation alone, non-Latin scripts, quotes and backslashes.
 */
const ODD_PROPERTY_NAMES = [
  '@type',
  'x-api-key',
  'x-',
  'n.',
  'first name',
  'user.email',
  'filter[status]',
  '0',
  '2fa',
  'página',
  'ключ',
  '名前',
  'say "hi"',
  'C:\\path',
];

/** Property names: realistic ones first, then arbitrary camelCase identifiers, then keys a path must quote. */
export const propertyName: fc.Arbitrary<string> = fc.oneof(
  shrinkAcross,
  { weight: 3, arbitrary: fc.constantFrom(...PROPERTY_NAMES) },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,11}$/) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_PROPERTY_NAMES) },
);

const refMark: fc.Arbitrary<JsonObject> = fc.nat().map((pick) => ({ [REF_MARK]: pick }));

/** An object schema: `properties`, `required` (a subset), optional `additionalProperties`. */
export function objectSchema(
  child: fc.Arbitrary<JsonObject>,
  breadth: number,
  minProperties = 0,
): fc.Arbitrary<JsonObject> {
  const property = fc.tuple(propertyName, child, fc.boolean());
  return fc
    .record({
      properties: fc.uniqueArray(property, {
        selector: ([name]) => name,
        minLength: Math.min(minProperties, breadth),
        maxLength: breadth,
      }),
      additional: weighted([
        ['absent', 2],
        ['false', 2],
        ['true', 1],
        ['schema', 1],
      ]),
      extra: leafSchema,
      // Positional parameters ("0", "1", …): an index-keyed object that a loose check may take for an array.
      positional: rarely(5),
    })
    .map(({ properties, additional, extra, positional }): JsonObject => {
      const named = positional
        ? properties.map(([, schema, isRequired], i) => [String(i), schema, isRequired] as const)
        : properties;
      const required = named.filter(([, , isRequired]) => isRequired).map(([name]) => name);
      const node: JsonObject = {
        type: 'object',
        properties: Object.fromEntries(named.map(([name, schema]) => [name, schema])),
      };
      if (required.length > 0) node['required'] = required;
      if (additional !== 'absent')
        node['additionalProperties'] = additional === 'schema' ? extra : additional === 'true';
      return node;
    });
}

const cache = new Map<string, fc.Arbitrary<JsonObject>>();

/**
 * Any schema at most `depth` levels of nesting below this one, its leaves sometimes optional `X | null` when
 * `nullable`; memoized so construction stays linear.
 */
export function schemaNode(depth: number, breadth: number, nullable = false): fc.Arbitrary<JsonObject> {
  const key = `${depth}/${breadth}/${nullable}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const leaf = nullable ? nullableLeafSchema : leafSchema;
  const leafOrRef = fc.oneof(shrinkAcross, { weight: 8, arbitrary: leaf }, { weight: 1, arbitrary: refMark });
  const child = depth <= 0 ? undefined : schemaNode(depth - 1, breadth, nullable);
  const node =
    child === undefined
      ? leafOrRef
      : fc.oneof(
          shrinkAcross,
          { weight: 4, arbitrary: leafOrRef },
          { weight: 2, arbitrary: described(objectSchema(child, breadth)) },
          {
            weight: 1,
            arbitrary: described(
              fc
                .tuple(child, fc.nat({ max: 3 }))
                .map(
                  ([items, min]): JsonObject =>
                    min === 0 ? { type: 'array', items } : { type: 'array', items, minItems: min },
                ),
            ),
          },
          {
            weight: 1,
            arbitrary: described(
              fc.array(child, { minLength: 2, maxLength: 3 }).map((anyOf): JsonObject => ({ anyOf })),
            ),
          },
        );
  cache.set(key, node);
  return node;
}
