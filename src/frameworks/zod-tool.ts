import fc from 'fast-check';
import { z } from 'zod';
import { toolDescription } from '../../generators/index.js';
import type { ToolDescriptor } from '../reference/model/index.js';
import { zodFromJsonSchema } from './zod-schema.js';

type Schema = Record<string, unknown>;

const described = (s: fc.Arbitrary<Schema>): fc.Arbitrary<Schema> =>
  fc
    .tuple(s, fc.option(fc.lorem({ maxCount: 6 }), { freq: 2 }))
    .map(([schema, d]) => (d === null ? schema : { ...schema, description: d }));

const bound = fc.option(fc.integer({ min: 0, max: 20 }), { freq: 2 });
const bounds = (lo: string, hi: string) =>
  fc.tuple(bound, bound).map(([a, b]): Schema => {
    const [min, max] = a !== null && b !== null && a > b ? [b, a] : [a, b];
    return { ...(min === null ? {} : { [lo]: min }), ...(max === null ? {} : { [hi]: max }) };
  });

const leaf: fc.Arbitrary<Schema> = fc.oneof(
  bounds('minLength', 'maxLength').map((b) => ({ type: 'string', ...b })),
  fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9_-]{0,8}$/), { minLength: 1, maxLength: 4 }).map((e) => ({
    type: 'string',
    enum: e,
  })),
  bounds('minimum', 'maximum').map((b) => ({ type: 'number', ...b })),
  bounds('minimum', 'maximum').map((b) => ({ type: 'integer', ...b })),
  fc.constant({ type: 'boolean' }),
);

const key = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,11}$/);

/** Object, array and leaf schemas in the subset `zodFromJsonSchema` takes, depth at most 3. */
const { node } = fc.letrec<{ node: Schema; object: Schema }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true, maxDepth: 2 },
    described(leaf),
    described(
      fc.tuple(tie('node'), bounds('minItems', 'maxItems')).map(([items, b]) => ({ type: 'array', items, ...b })),
    ),
    described(tie('object')),
  ),
  object: fc
    .uniqueArray(fc.tuple(key, tie('node'), fc.boolean()), { maxLength: 5, selector: ([k]) => k })
    .map((entries) => ({
      type: 'object',
      properties: Object.fromEntries(entries.map(([k, v]) => [k, v])),
      required: entries.filter(([, , r]) => r).map(([k]) => k),
    })),
}));

/**
 * What the user wrote, as zod renders it: `z.toJSONSchema` (zod 4 defaults) of the zod built from the draft, as
 * data. zod 4.2+ hangs a non-enumerable `~standard` (functions) on the result, which a guard's baseline refuses
 * to read: `structuredClone` keeps the enumerable JSON only, as docs/guard.md tells zod users to.
 */
export const zodRendered = (schema: Schema): Schema =>
  structuredClone(z.toJSONSchema(zodFromJsonSchema(z, schema))) as Schema;

/**
 * A tool as zod users write it: its schema is drawn in zod's subset, and the logical schema is zod's own
 * rendering of it (a fixed point: building zod from it again renders the same), so a framework's converter
 * is judged against what zod says the user wrote.
 */
export function zodTool(name: fc.Arbitrary<string>): fc.Arbitrary<ToolDescriptor> {
  return fc
    .record({
      name,
      description: toolDescription(),
      draft: fc
        .uniqueArray(fc.tuple(key, node, fc.boolean()), { minLength: 1, maxLength: 5, selector: ([k]) => k })
        .map((entries) => ({
          type: 'object',
          properties: Object.fromEntries(entries.map(([k, v]) => [k, v])),
          required: entries.filter(([, , r]) => r).map(([k]) => k),
        })),
    })
    .map(({ name, description, draft }) => ({
      name,
      description,
      inputSchema: zodRendered(draft) as ToolDescriptor['inputSchema'],
    }));
}
