import { z } from 'zod';

/** A plain JSON value: what a descriptor may contain after it crossed a trust boundary. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
/** A JSON value seen read-only: what a frozen baseline is, and what every JsonValue and ToolDescriptor list fits. */
export type ReadonlyJsonValue =
  | null
  | boolean
  | number
  | string
  | readonly ReadonlyJsonValue[]
  | { readonly [key: string]: ReadonlyJsonValue };

// z.lazy lets the schema recurse; parsing builds fresh objects, so callers never keep an outside reference.
export const JsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z
      .number()
      .refine((n) => Number.isFinite(n) && !Object.is(n, -0), 'must be a finite JSON number (not NaN, Infinity or -0)'),
    z.string(),
    z.array(JsonValueSchema),
    z.record(z.string(), JsonValueSchema),
  ]),
);

export const JsonObjectSchema: z.ZodType<JsonObject> = z.record(z.string(), JsonValueSchema);
