import fc from 'fast-check';
import type { JsonObject, JsonValue, ToolDescriptor } from '../../src/reference/model/index.js';

// Names chosen to break naive mappings: case variants, invisible chars, homoglyphs, prototype keys, limits.
const HOSTILE_NAMES = [
  '',
  'foo',
  'Foo',
  'FOO',
  'get.weather',
  'get_weather',
  'get weather',
  'foo\u200b',
  '\u200bfoo',
  'foo ',
  ' foo',
  'f\u043eo',
  '\uff46oo',
  '1abc',
  '_tool',
  '-tool',
  'a'.repeat(64),
  'a'.repeat(65),
  'a'.repeat(100),
  'b'.repeat(128),
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'caf\u00e9',
  'cafe\u0301',
  '\u{1F600}',
  '\ud800',
  '\udc00',
  'x_00000000',
  'ns:tool',
  'a/b',
  'a\nb',
];

/** Names a provider would reject or confuse, plus ordinary valid ones. */
export const hostileName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_NAMES),
  fc.string({ unit: fc.constantFrom('a', 'A', '.', ' ', '\u200b', '_', '-', '1', '\u0430', '\u00e4'), maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 70 }),
  fc.string({ unit: fc.constantFrom('a', 'b', '.'), minLength: 60, maxLength: 110 }),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,20}$/),
  fc
    .tuple(fc.constantFrom(...HOSTILE_NAMES), fc.constantFrom('upper', 'lower', 'space', 'zw'))
    .map(([n, how]) =>
      how === 'upper' ? n.toUpperCase() : how === 'lower' ? n.toLowerCase() : how === 'space' ? `${n} ` : `${n}\u200b`,
    ),
);

/** Lists of hostile names, duplicates allowed. */
export const hostileNames: fc.Arbitrary<string[]> = fc.array(hostileName, { maxLength: 20 });

const { schema } = fc.letrec<{ schema: JsonObject }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small' },
    fc.record(
      { type: fc.constantFrom('string', 'number', 'integer', 'boolean', 'null'), description: fc.string() },
      { requiredKeys: ['type'] },
    ),
    fc.record(
      {
        type: fc.constant('object'),
        properties: fc.dictionary(fc.string(), tie('schema'), { maxKeys: 4 }),
        required: fc.array(fc.string(), { maxLength: 3 }),
        additionalProperties: fc.boolean(),
      },
      { requiredKeys: ['type'] },
    ),
    fc.record({ type: fc.constant('array'), items: tie('schema') }),
    fc.record({ anyOf: fc.array(tie('schema'), { minLength: 1, maxLength: 3 }) }),
  ),
}));

/** JSON-Schema-shaped objects, plus arbitrary JSON objects (the wire must carry any schema unchanged). */
export const inputSchema: fc.Arbitrary<JsonObject> = fc.oneof(
  schema,
  // Through JSON once: fc.jsonValue() draws -0, which no JSON text can carry (the wire is bytes).
  fc.dictionary(
    fc.string(),
    fc.jsonValue().map((v) => JSON.parse(JSON.stringify(v)) as JsonValue),
    { maxKeys: 5 },
  ),
);

/** Tool descriptors with hostile names, random schemas and sometimes annotations. */
export const toolArb: fc.Arbitrary<ToolDescriptor> = fc.record(
  {
    name: hostileName,
    description: fc.string(),
    inputSchema,
    annotations: fc.record(
      {
        title: fc.string(),
        readOnlyHint: fc.boolean(),
        destructiveHint: fc.boolean(),
        idempotentHint: fc.boolean(),
        openWorldHint: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['name', 'description', 'inputSchema'] },
);

export const toolsArb: fc.Arbitrary<ToolDescriptor[]> = fc.array(toolArb, { maxLength: 12 });

/** Freezes `value` and everything reachable from it, so any mutation throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}

/** Every object and array reachable from `value`. */
export function objectsIn(value: unknown, into: Set<object> = new Set()): Set<object> {
  if (value !== null && typeof value === 'object' && !into.has(value)) {
    into.add(value);
    for (const key of Reflect.ownKeys(value)) objectsIn((value as Record<PropertyKey, unknown>)[key], into);
  }
  return into;
}

/** The logical surface an encoder can round-trip: descriptors without annotations. */
export function withoutAnnotations(tools: readonly ToolDescriptor[]): ToolDescriptor[] {
  return tools.map(({ name, description, inputSchema: s }) => ({ name, description, inputSchema: s }));
}
