import { z } from 'zod';
import { type JsonReadIssue, readJsonValue } from './json-read.js';

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

/** A schema that reads a whole JSON value in one walk; `objectOnly` also wants a plain object at the top. */
function jsonSchema<T extends JsonValue>(objectOnly: boolean): z.ZodType<T> {
  return z.unknown().transform((input, ctx): T => {
    const issues: JsonReadIssue[] = [];
    const value = readJsonValue(input, issues);
    if (objectOnly && (value === null || typeof value !== 'object' || Array.isArray(value)))
      issues.unshift({ path: [], message: 'must be a JSON object' });
    for (const { path, message } of issues) ctx.addIssue({ code: 'custom', message, path: [...path], input });
    return value as T;
  });
}

// One walk validates and copies (zod's recursive union costs several times more per node); parsing builds
// fresh objects, so callers never keep an outside reference.
export const JsonValueSchema: z.ZodType<JsonValue> = jsonSchema<JsonValue>(false);
export const JsonObjectSchema: z.ZodType<JsonObject> = jsonSchema<JsonObject>(true);
