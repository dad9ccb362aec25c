import fc from 'fast-check';
import type { JsonObject } from '../../src/reference/model/index.js';
import { maybe, shrinkAcross, weighted } from './pick.js';
import { withFaker } from './seeded-faker.js';

/** A property or node description, as MCP servers write them. */
export const schemaDescription = withFaker((f) => f.lorem.sentence({ min: 3, max: 10 }));

/** Adds an optional `description`, present about half the time. */
export function described(node: fc.Arbitrary<JsonObject>): fc.Arbitrary<JsonObject> {
  return fc.tuple(node, maybe(schemaDescription)).map(([n, d]) => (d === null ? n : { ...n, description: d }));
}

const word = withFaker((f) => f.word.noun());
const ISIN = '^[A-Z]{2}[A-Z0-9]{9}[0-9]$';

const stringLeaf = fc
  .record({
    kind: weighted([
      ['plain', 3],
      ['minLength', 1],
      ['format', 1],
      ['pattern', 1],
    ]),
    format: fc.constantFrom('date', 'date-time', 'email', 'uri'),
    withDefault: fc.boolean(),
    word,
  })
  .map(({ kind, format, withDefault, word }): JsonObject => {
    if (kind === 'format') return { type: 'string', format };
    if (kind === 'pattern')
      return withDefault
        ? { type: 'string', pattern: ISIN, default: 'IE00B4L5Y983' }
        : { type: 'string', pattern: ISIN };
    const node: JsonObject = kind === 'minLength' ? { type: 'string', minLength: 1 } : { type: 'string' };
    return withDefault ? { ...node, default: word } : node;
  });

const enumLeaf = fc
  .record({ values: fc.uniqueArray(word, { minLength: 1, maxLength: 5 }), defaultPick: maybe(fc.nat()) })
  .map(({ values, defaultPick }): JsonObject => {
    const chosen = defaultPick === null ? undefined : values[defaultPick % values.length];
    return chosen === undefined ? { type: 'string', enum: values } : { type: 'string', enum: values, default: chosen };
  });

const integerLeaf = fc
  .record({
    low: fc.integer({ min: -10, max: 10 }),
    span: fc.nat({ max: 1000 }),
    bounds: weighted([
      ['none', 1],
      ['min', 1],
      ['both', 1],
    ]),
    withDefault: fc.boolean(),
  })
  .map(({ low, span, bounds, withDefault }): JsonObject => {
    const node: JsonObject =
      bounds === 'none'
        ? { type: 'integer' }
        : bounds === 'min'
          ? { type: 'integer', minimum: low }
          : { type: 'integer', minimum: low, maximum: low + span };
    return withDefault ? { ...node, default: bounds === 'none' ? 0 : low } : node;
  });

const numberLeaf = weighted([
  ['plain', 1],
  ['positive', 1],
  ['ratio', 1],
]).map(
  (kind): JsonObject =>
    kind === 'plain'
      ? { type: 'number' }
      : kind === 'positive'
        ? { type: 'number', exclusiveMinimum: 0 }
        : { type: 'number', minimum: 0, maximum: 1 },
);

const booleanLeaf = maybe(fc.boolean()).map(
  (d): JsonObject => (d === null ? { type: 'boolean' } : { type: 'boolean', default: d }),
);

const scalarLeaf = fc.oneof(
  shrinkAcross,
  { weight: 4, arbitrary: stringLeaf },
  { weight: 2, arbitrary: enumLeaf },
  { weight: 2, arbitrary: integerLeaf },
  { weight: 1, arbitrary: numberLeaf },
  { weight: 1, arbitrary: booleanLeaf },
  { weight: 1, arbitrary: fc.constantFrom('null').map((type): JsonObject => ({ type })) },
);

/** Scalar schemas of every JSON type, with consistent defaults, enums, formats and bounds. */
export const leafSchema: fc.Arbitrary<JsonObject> = described(scalarLeaf);

/**
 * An optional parameter as Pydantic writes `Optional[X] = None` (FastMCP and most Python MCP servers): the leaf
 * or `null`, defaulting to `null`. The leaf's own default moves out, since the parameter's default is `null`.
 */
const optionalLeaf = scalarLeaf.map(
  ({ default: _dropped, ...leaf }): JsonObject => ({
    anyOf: [leaf, { type: 'null' }],
    default: null,
  }),
);

/** {@link leafSchema}, with one leaf in five an optional `X | null` defaulting to `null`. */
export const nullableLeafSchema: fc.Arbitrary<JsonObject> = fc.oneof(
  shrinkAcross,
  { weight: 4, arbitrary: leafSchema },
  { weight: 1, arbitrary: described(optionalLeaf) },
);
