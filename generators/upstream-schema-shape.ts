import fc from 'fast-check';
import type { JsonObject, JsonValue } from '../src/reference/model/index.js';

/**
 * Tool input schemas of shapes that the general generator (`jsonSchema`) does not make and that hide known
 * framework bugs: a discriminated `oneOf` on `const`, a recursive `$ref`, integer and `null` enums, a type array
 * with `"null"`, draft-07 `definitions`, and `if`/`then` adding `required`. Each is one plausible tool's schema;
 * names and values vary so that shrinking has something to do and no converter can special-case a constant.
 */
export function upstreamSchemaShape(): fc.Arbitrary<JsonObject> {
  const key = fc.constantFrom('kind', 'type_', 'mode', 'shape', 'target', 'node');
  const word = fc.constantFrom('circle', 'square', 'user', 'team', 'draft', 'final');
  return fc.oneof(
    fc.tuple(key, fc.uniqueArray(word, { minLength: 2, maxLength: 3 })).map(([tag, tags]) => discriminated(tag, tags)),
    key.map(recursiveRef),
    fc.uniqueArray(fc.integer({ min: -3, max: 9 }), { minLength: 1, maxLength: 4 }).map(integerAndNullEnums),
    fc.constantFrom('string', 'integer', 'number', 'boolean', 'array').map(nullableTypeArray),
    key.map(draft07Definitions),
    fc.tuple(key, word).map(([tag, value]) => thenRequired(tag, value)),
  );
}

const object = (properties: Record<string, JsonValue>, extra: JsonObject = {}): JsonObject => ({
  type: 'object',
  properties,
  ...extra,
});

function discriminated(tag: string, tags: readonly string[]): JsonObject {
  const variants = tags.map((t, i) =>
    object({ [tag]: { const: t }, [`value${i}`]: { type: 'number' } }, { required: [tag, `value${i}`] }),
  );
  return object({ item: { oneOf: variants } }, { required: ['item'] });
}

function recursiveRef(name: string): JsonObject {
  const node = object({ label: { type: 'string' }, children: { type: 'array', items: { $ref: `#/$defs/${name}` } } });
  return object({ root: { $ref: `#/$defs/${name}` } }, { $defs: { [name]: node } });
}

const integerAndNullEnums = (levels: readonly number[]): JsonObject =>
  object({ level: { type: 'integer', enum: [...levels] }, mode: { enum: ['fast', null] } });

const nullableTypeArray = (type: string): JsonObject =>
  object({ note: { type: [type, 'null'], ...(type === 'array' ? { items: { type: 'string' } } : {}) } });

function draft07Definitions(name: string): JsonObject {
  const address = object({ street: { type: 'string' }, city: { type: 'string' } }, { required: ['city'] });
  return object(
    { home: { $ref: `#/definitions/${name}` }, work: { $ref: `#/definitions/${name}` } },
    { $schema: 'http://json-schema.org/draft-07/schema#', definitions: { [name]: address } },
  );
}

const thenRequired = (tag: string, value: string): JsonObject =>
  object(
    { [tag]: { type: 'string' }, id: { type: 'string' } },
    // biome-ignore lint/suspicious/noThenProperty: `then` is a JSON Schema keyword, not a thenable.
    { if: { properties: { [tag]: { const: value } }, required: [tag] }, then: { required: ['id'] } },
  );
