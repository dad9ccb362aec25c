import fc from 'fast-check';
import type { JsonObject } from '../../src/reference/model/index.js';

/**
 * The JSON Schema 2020-12 keywords the structural generator does not write, in bundles that leave the
 * object root's instances valid: root annotations and vacuous applicators are merged into the root; array,
 * number, string and content keywords sit in an unreferenced `$defs` entry, so examples stay conforming.
 */
const ROOT_BUNDLES: readonly JsonObject[] = [
  { title: 'Tool input', $comment: 'generated', deprecated: false, readOnly: false, writeOnly: false },
  { $id: 'https://a34.example/schemas/tool-input', $anchor: 'input', $dynamicAnchor: 'meta' },
  { allOf: [{ type: 'object' }], oneOf: [{ type: 'object' }], not: { type: 'null' } },
  // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON Schema 2020-12 keyword, not a thenable.
  { if: { type: 'object' }, then: { minProperties: 0 }, else: { maxProperties: 10_000 } },
  {
    patternProperties: { '^x-': {} },
    propertyNames: { type: 'string' },
    dependentSchemas: {},
    dependentRequired: {},
    unevaluatedProperties: true,
  },
];

/** Array, number, string and content keywords; `$vocabulary` and `$dynamicRef` as a meta-schema would use them. */
const DEF_BUNDLES: readonly JsonObject[] = [
  {
    type: 'array',
    prefixItems: [{ type: 'string', maxLength: 64, const: 'x' }],
    items: { type: 'number', multipleOf: 0.5, exclusiveMaximum: 1e9 },
    contains: { type: 'number' },
    minContains: 0,
    maxContains: 100,
    maxItems: 100,
    uniqueItems: false,
    unevaluatedItems: false,
  },
  {
    type: 'string',
    contentEncoding: 'base64',
    contentMediaType: 'application/json',
    contentSchema: { type: 'object' },
    $dynamicRef: '#meta',
    $vocabulary: { 'https://json-schema.org/draft/2020-12/vocab/core': true },
  },
];

/** A subset of the rare-keyword bundles: `root` merges into the schema root, `defs` become `$defs.a34_*` entries. */
export const rareKeywords: fc.Arbitrary<{ root: JsonObject; defs: JsonObject }> = fc
  .tuple(fc.subarray([...ROOT_BUNDLES]), fc.subarray([...DEF_BUNDLES]))
  .map(([root, defs]) => ({
    root: Object.assign({}, ...structuredClone(root)) as JsonObject,
    defs: Object.fromEntries(defs.map((d, i) => [`a34_keywords_${i}`, structuredClone(d)])),
  }));
