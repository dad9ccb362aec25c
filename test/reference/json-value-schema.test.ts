import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonObjectSchema, JsonValueSchema } from '../../src/reference/model/index.js';
import { jsonWithOdd, ODD_VALUES } from './odd-values.js';

// The recursive zod union the one-walk reader replaced: what it accepted is what the reader must accept.
const ZodUnionJson: z.ZodType = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number().refine((n) => Number.isFinite(n) && !Object.is(n, -0)),
    z.string(),
    z.array(ZodUnionJson),
    z.record(z.string(), ZodUnionJson),
  ]),
);

const odd = fc.constantFrom<unknown>(...ODD_VALUES);
const values = jsonWithOdd(odd, { depth: 2, items: 4 });

describe('JsonValueSchema (one walk)', () => {
  it('accepts exactly what the recursive zod union accepted, and copies it equal', () => {
    fc.assert(
      fc.property(values, (value) => {
        const before = ZodUnionJson.safeParse(value);
        const after = JsonValueSchema.safeParse(value);
        expect(after.success).toBe(before.success);
        if (before.success && after.success) expect(isDeepStrictEqual(after.data, before.data)).toBe(true);
      }),
      { numRuns: 2000, seed: 17 },
    );
  });

  it('names the place of the first non-JSON value', () => {
    const parsed = JsonObjectSchema.safeParse({ properties: { a: { minimum: Number.NaN } } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['properties', 'a', 'minimum']);
    expect(parsed.error?.issues[0]?.message).toMatch(/finite JSON number/);
  });

  it('shares no object with its input', () => {
    const input = { a: { b: [1, { c: 'd' }] } };
    const parsed = JsonObjectSchema.parse(input);
    expect(parsed).toEqual(input);
    expect(parsed.a).not.toBe(input.a);
    expect((parsed.a as { b: unknown[] }).b[1]).not.toBe(input.a.b[1]);
  });

  it('wants an object where an object schema is asked for', () => {
    expect(JsonObjectSchema.safeParse([1]).success).toBe(false);
    expect(JsonObjectSchema.safeParse('x').success).toBe(false);
  });
});
