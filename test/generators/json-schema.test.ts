import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonSchema } from '../../generators/index.js';
import { conforms } from '../../generators/_internals/schema-conforms.js';
import type { JsonObject } from '../../src/reference/model/index.js';
import { expectJsonRoundTrip, objectNodes } from './helpers.js';

/** Container nesting depth: the root object counts as 1. */
function depth(schema: unknown): number {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return 0;
  const s = schema as Record<string, unknown>;
  const children = [
    ...Object.values((s['properties'] as object | undefined) ?? {}),
    s['items'],
    ...((s['anyOf'] as unknown[] | undefined) ?? []),
  ];
  const below = Math.max(0, ...children.map(depth));
  return s['type'] === 'object' || s['type'] === 'array' || s['anyOf'] !== undefined ? 1 + below : below;
}

describe(jsonSchema.name, () => {
  const schemas = fc.sample(jsonSchema(), { seed: 5, numRuns: 400 });

  it('produces object roots that survive JSON', () => {
    for (const s of schemas) {
      expect(s['type']).toBe('object');
      expectJsonRoundTrip(s);
    }
  });

  it('declares every required property and resolves every $ref to $defs', () => {
    for (const s of schemas) {
      const defs = (s['$defs'] ?? {}) as JsonObject;
      for (const node of objectNodes(s)) {
        if (Array.isArray(node['required']))
          expect(Object.keys(node['properties'] as object)).toEqual(expect.arrayContaining(node['required']));
        if (typeof node['$ref'] === 'string') expect(Object.keys(defs)).toContain(node['$ref'].replace('#/$defs/', ''));
      }
    }
  });

  it('uses every schema feature somewhere', () => {
    const keys = new Set(schemas.flatMap((s) => [...objectNodes(s)].flatMap((n) => Object.keys(n))));
    for (const k of [
      'properties',
      'required',
      'items',
      'enum',
      '$defs',
      '$ref',
      'anyOf',
      'additionalProperties',
      'description',
      'default',
      'examples',
      '$schema',
    ])
      expect(keys, k).toContain(k);
  });

  it('respects the depth bound', () => {
    for (const s of fc.sample(jsonSchema({ maxDepth: 2 }), { seed: 9, numRuns: 200 }))
      expect(depth(s)).toBeLessThanOrEqual(2);
    for (const s of fc.sample(jsonSchema({ maxDepth: 1 }), { seed: 9, numRuns: 100 })) expect(depth(s)).toBe(1);
    for (const s of schemas) expect(depth(s)).toBeLessThanOrEqual(3);
  });

  it('gives most schemas json-schema-faker examples that conform', () => {
    const withExamples = schemas.filter((s) => Array.isArray(s['examples']));
    expect(withExamples.length / schemas.length).toBeGreaterThan(0.5);
    for (const s of withExamples)
      for (const example of s['examples'] as JsonObject[]) expect(conforms(s, example)).toBe(true);
  });

  it('omits examples when asked to', () => {
    expect(fc.sample(jsonSchema({ examples: false }), { seed: 1, numRuns: 50 }).some((s) => 'examples' in s)).toBe(
      false,
    );
  });

  it('writes optional `X | null` leaves defaulting to null only when asked, with conforming examples', () => {
    const optional = (v: unknown): boolean =>
      v !== null &&
      typeof v === 'object' &&
      (('default' in v && v.default === null && 'anyOf' in v) || Object.values(v).some(optional));
    const nullable = fc.sample(jsonSchema({ nullable: true }), { seed: 3, numRuns: 200 });
    expect(nullable.filter(optional).length / nullable.length).toBeGreaterThan(0.3);
    for (const s of nullable)
      for (const example of (s['examples'] ?? []) as JsonObject[]) expect(conforms(s, example)).toBe(true);
    expect(schemas.some(optional)).toBe(false);
  });

  it('is a function of the fast-check seed, examples included', () => {
    // A prefix suffices: fc.sample with the same seed replays the same stream.
    const again = fc.sample(jsonSchema(), { seed: 5, numRuns: 100 });
    expect(again).toStrictEqual(schemas.slice(0, 100));
  });

  it('rejects a depth below 1 at once', () => {
    expect(() => jsonSchema({ maxDepth: 0 })).toThrow(/jsonSchema: maxDepth/);
  });
});

describe(conforms.name, () => {
  const schema: JsonObject = {
    type: 'object',
    properties: {
      q: { type: 'string', minLength: 1 },
      n: { type: 'integer', minimum: 0, maximum: 3 },
      k: { enum: ['a', 'b'] },
      r: { $ref: '#/$defs/p' },
      u: { anyOf: [{ type: 'null' }, { type: 'array', items: { type: 'boolean' } }] },
    },
    required: ['q'],
    additionalProperties: false,
    $defs: { p: { type: 'object', properties: { d: { type: 'string', format: 'date' } }, required: ['d'] } },
  };

  it('accepts a conforming instance', () => {
    expect(conforms(schema, { q: 'x', n: 3, k: 'b', r: { d: '2026-10-01' }, u: [true] })).toBe(true);
  });

  it.each([
    ['a missing required property', { n: 1 }],
    ['an undeclared property', { q: 'x', z: 1 }],
    ['a string too short', { q: '' }],
    ['a non-integer', { q: 'x', n: 1.5 }],
    ['a number above the maximum', { q: 'x', n: 4 }],
    ['a value outside the enum', { q: 'x', k: 'c' }],
    ['a $ref target violated', { q: 'x', r: { d: 'yesterday' } }],
    ['no anyOf branch matching', { q: 'x', u: 'text' }],
    ['array items of the wrong type', { q: 'x', u: [1] }],
  ])('rejects %s', (_, instance) => {
    expect(conforms(schema, instance)).toBe(false);
  });
});
