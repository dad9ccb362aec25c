import type { z as Zod } from 'zod';

/** The zod namespace a lane resolves (zod 4): passed in, so each lane builds with its own copy as its users do. */
export type ZodNamespace = typeof Zod;
type Schema = Record<string, unknown>;

// What zod 4 writes for `z.int()` with no bound of its own: the safe-integer range.
const MIN_INT = Number.MIN_SAFE_INTEGER;
const MAX_INT = Number.MAX_SAFE_INTEGER;

/** Keywords each type may carry; anything else is outside the subset and throws (a harness bug, never a guess). */
const ALLOWED: Record<string, readonly string[]> = {
  object: ['type', 'properties', 'required', 'additionalProperties', 'description'],
  string: ['type', 'minLength', 'maxLength', 'enum', 'description'],
  number: ['type', 'minimum', 'maximum', 'description'],
  integer: ['type', 'minimum', 'maximum', 'description'],
  boolean: ['type', 'description'],
  array: ['type', 'items', 'minItems', 'maxItems', 'description'],
};

const num = (s: Schema, key: string): number | undefined =>
  typeof s[key] === 'number' ? (s[key] as number) : undefined;

function checkKeys(s: Schema, at: string): string {
  const type = typeof s['type'] === 'string' ? s['type'] : '';
  const allowed = ALLOWED[type];
  if (allowed === undefined)
    throw new TypeError(`zodFromJsonSchema: ${at}: type ${JSON.stringify(s['type'])} is outside the zod subset`);
  const extra = Object.keys(s).filter((k) => !allowed.includes(k));
  if (extra.length > 0) throw new TypeError(`zodFromJsonSchema: ${at}: ${extra.join(', ')} outside the zod subset`);
  if (type === 'object' && s['additionalProperties'] !== undefined && s['additionalProperties'] !== false)
    throw new TypeError(`zodFromJsonSchema: ${at}: only additionalProperties: false (z.object) is in the subset`);
  return type;
}

function build(z: ZodNamespace, s: Schema, at: string): Zod.ZodType {
  const type = checkKeys(s, at);
  const min = num(s, type === 'string' ? 'minLength' : type === 'array' ? 'minItems' : 'minimum');
  const max = num(s, type === 'string' ? 'maxLength' : type === 'array' ? 'maxItems' : 'maximum');
  let out: Zod.ZodType;
  switch (type) {
    case 'object': {
      const props = (s['properties'] ?? {}) as Record<string, Schema>;
      const required = (s['required'] ?? []) as string[];
      const shape = Object.fromEntries(
        Object.entries(props).map(([k, v]) => {
          const inner = build(z, v, `${at}.${k}`);
          return [k, required.includes(k) ? inner : inner.optional()];
        }),
      );
      out = z.object(shape);
      break;
    }
    case 'string': {
      if (Array.isArray(s['enum'])) {
        out = z.enum(s['enum'] as [string, ...string[]]);
        break;
      }
      let str = z.string();
      if (min !== undefined) str = str.min(min);
      if (max !== undefined) str = str.max(max);
      out = str;
      break;
    }
    case 'number':
    case 'integer': {
      let n = type === 'integer' ? z.int() : z.number();
      if (min !== undefined && !(type === 'integer' && min === MIN_INT)) n = n.min(min);
      if (max !== undefined && !(type === 'integer' && max === MAX_INT)) n = n.max(max);
      out = n;
      break;
    }
    case 'boolean':
      out = z.boolean();
      break;
    default: {
      let arr = z.array(build(z, (s['items'] ?? {}) as Schema, `${at}[]`));
      if (min !== undefined) arr = arr.min(min);
      if (max !== undefined) arr = arr.max(max);
      out = arr;
    }
  }
  return typeof s['description'] === 'string' ? out.describe(s['description']) : out;
}

/**
 * The zod schema a user writes for a JSON Schema in the subset zod expresses exactly (object, string with
 * length bounds or enum, number, integer, boolean, array with item bounds, descriptions). `$schema` at the top
 * is ignored (zod writes it back). Anything else throws: the subset is bounded, never "anything".
 */
export function zodFromJsonSchema(z: ZodNamespace, schema: Record<string, unknown>): Zod.ZodObject {
  const { $schema: _, ...rest } = schema;
  if (rest['type'] !== 'object') throw new TypeError('zodFromJsonSchema: $: a tool schema is an object');
  return build(z, rest, '$') as Zod.ZodObject;
}

/** A zod schema as source text: what `zodSource` builds in place of a live schema. */
class ZodSource {
  constructor(readonly code: string) {}
  min(n: number): ZodSource {
    return new ZodSource(`${this.code}.min(${numberSource(n)})`);
  }
  max(n: number): ZodSource {
    return new ZodSource(`${this.code}.max(${numberSource(n)})`);
  }
  optional(): ZodSource {
    return new ZodSource(`${this.code}.optional()`);
  }
  describe(text: string): ZodSource {
    return new ZodSource(`${this.code}.describe(${JSON.stringify(text)})`);
  }
}

// String(-0) is "0": a bound of -0 must stay -0 in the script.
const numberSource = (n: number): string => (Object.is(n, -0) ? '-0' : String(n));

/** Writes source in place of schemas, call for call: the same walk as the live build, so the two cannot drift. */
const SOURCE_NAMESPACE = {
  object: (shape: Record<string, ZodSource>) =>
    new ZodSource(
      `z.object({ ${Object.entries(shape)
        .map(([k, v]) => `${JSON.stringify(k)}: ${v.code}`)
        .join(', ')} })`,
    ),
  enum: (values: readonly string[]) => new ZodSource(`z.enum(${JSON.stringify(values)})`),
  string: () => new ZodSource('z.string()'),
  int: () => new ZodSource('z.int()'),
  number: () => new ZodSource('z.number()'),
  boolean: () => new ZodSource('z.boolean()'),
  array: (items: ZodSource) => new ZodSource(`z.array(${items.code})`),
} as unknown as ZodNamespace;

/** The zod source a user writes for a schema of the subset (`z.object({ … })`), for standalone repro scripts. */
export const zodSource = (schema: Record<string, unknown>): string =>
  (zodFromJsonSchema(SOURCE_NAMESPACE, schema) as unknown as ZodSource).code;
