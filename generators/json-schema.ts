import fc from 'fast-check';
import type { JsonObject } from '../src/reference/model/index.js';
import { maybe, rarely, seldom } from './_internals/pick.js';
import { instanceOf } from './_internals/schema-instance.js';
import { described } from './_internals/schema-leaf.js';
import { objectSchema, propertyName, schemaNode } from './_internals/schema-node.js';
import { resolveRoot } from './_internals/schema-refs.js';
import { rareKeywords } from './_internals/schema-keywords.js';

export interface JsonSchemaOptions {
  /** Object/array/anyOf nesting levels, the root included (default 3). */
  readonly maxDepth?: number;
  /** Properties per object (default 6). */
  readonly maxProperties?: number;
  /** Entries of the root `$defs` (default 2). */
  readonly maxDefs?: number;
  /** Attach `examples: [instance]` from json-schema-faker to most schemas (default true). */
  readonly examples?: boolean;
  /**
   * Make about one leaf in five an optional parameter as Python servers list it, `anyOf: [X, {type: 'null'}]`
   * with `default: null` (default false, so draws made without it stay as they were).
   */
  readonly nullable?: boolean;
}

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/**
 * JSON Schema 2020-12 tool input schemas: an object root with `properties`, nested objects, arrays,
 * enums, a `required` subset, `$defs` + acyclic `$ref`, `anyOf`, `additionalProperties`, descriptions,
 * defaults, and usually `examples: [instance]` drawn by json-schema-faker from a fast-check seed.
 */
export function jsonSchema(options: JsonSchemaOptions = {}): fc.Arbitrary<JsonObject> {
  const { maxDepth = 3, maxProperties = 6, maxDefs = 2, examples = true, nullable = false } = options;
  if (maxDepth < 1) throw new Error(`jsonSchema: maxDepth must be at least 1 (the root object), got ${maxDepth}`);
  // The root is one level; a `$defs` entry is referenced from a property, so it is one level deeper.
  const child = schemaNode(maxDepth - 1, maxProperties, nullable);
  const def = fc.tuple(propertyName, objectSchema(schemaNode(maxDepth - 2, maxProperties, nullable), maxProperties, 1));
  return fc
    .record({
      body: described(objectSchema(child, maxProperties)),
      defs:
        maxDepth < 2 || maxDefs === 0
          ? fc.constant(null)
          : maybe(fc.uniqueArray(def, { selector: ([n]) => n, minLength: 1, maxLength: maxDefs }), 1),
      dialect: rarely(2),
      exampleSeed: examples ? maybe(fc.nat(), 3) : fc.constant(null),
      // One schema in three also carries the 2020-12 keywords real servers use more rarely.
      rare: seldom(rareKeywords, 2),
    })
    .map(({ body, defs, dialect, exampleSeed, rare }) => {
      const { root, defs: resolvedDefs } = resolveRoot(body, defs ?? []);
      const schema: JsonObject = dialect ? { $schema: DIALECT, ...root } : { ...root };
      if (defs !== null) schema['$defs'] = resolvedDefs;
      const instance = exampleSeed === null ? undefined : instanceOf(schema, exampleSeed);
      if (instance !== undefined) schema['examples'] = [instance];
      if (rare === null) return schema;
      const merged: JsonObject = { ...schema, ...rare.root };
      if (Object.keys(rare.defs).length > 0)
        merged['$defs'] = { ...(schema['$defs'] as JsonObject | undefined), ...rare.defs };
      return merged;
    });
}
