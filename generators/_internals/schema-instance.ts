import { generateSync, type JsonSchema } from 'json-schema-faker';
import type { JsonObject, JsonValue } from '../../src/reference/model/index.js';
import { conforms, isJsonValue } from './schema-conforms.js';
import { cloneJson } from '../../src/reference/json/clone.js';

// Fixed date window: the instance must depend on the seed alone, never on today's date.
const OPTIONS = {
  optionalsProbability: 0.5,
  maxDepth: 6,
  maxDefaultItems: 3,
  minDateTime: '2020-01-01T00:00:00.000Z',
  maxDateTime: '2026-12-31T00:00:00.000Z',
};

/**
 * An instance of `schema` from json-schema-faker seeded with `seed`, or `undefined` when jsf throws or
 * produces something that is not plain JSON or does not conform (so examples are never wrong).
 */
export function instanceOf(schema: JsonObject, seed: number): JsonValue | undefined {
  let value: unknown;
  try {
    // jsf gets a copy: it must never hold or touch the schema the generator returns.
    value = generateSync(cloneJson(schema) as JsonSchema, { ...OPTIONS, seed });
  } catch {
    return undefined;
  }
  return isJsonValue(value) && conforms(schema, value) ? value : undefined;
}
