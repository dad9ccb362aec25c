import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import {
  createToolGuard,
  defineRule,
  type GuardProfile,
  type ToolDescriptor,
  ToolListRefusedError,
  ZOD_DRAFT_07,
} from '../../src/guard/index.js';
import type { JsonObject } from '../../src/index.js';
import { zodFromJsonSchema } from '../../src/frameworks/zod-schema.js';
import { zodTool } from '../../src/frameworks/zod-tool.js';
import { DRAFT_07, DRAFT_2020_12, readsAlike } from '../../src/guard/wire/schema-dialect.js';

const ANTHROPIC = 'https://api.anthropic.com/v1/messages';
const GEMINI = 'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent';

/** A tool as zod renders it by default (draft 2020-12), with `extra` merged into its schema. */
const tool = (extra: JsonObject = {}): ToolDescriptor => ({
  name: 'get_weather',
  description: 'Current weather',
  inputSchema: {
    $schema: DRAFT_2020_12,
    type: 'object',
    properties: { city: { type: 'string', minLength: 1 } },
    required: ['city'],
    additionalProperties: false,
    ...extra,
  },
});

/** The same schema with its root `$schema` set to `dialect` (absent: removed), as a framework's converter sends it. */
const withDialect = (t: ToolDescriptor, dialect: string | undefined): JsonObject => {
  const { $schema: _dropped, ...rest } = t.inputSchema as JsonObject;
  return dialect === undefined ? rest : { ...rest, $schema: dialect };
};

/** Sends `schema` for `t` through an enforcing guard: 'sent', or the refusal's first finding code. */
async function send(
  t: ToolDescriptor,
  schema: JsonObject,
  profiles: readonly GuardProfile[] = [ZOD_DRAFT_07],
  url = ANTHROPIC,
): Promise<string> {
  const inner = vi.fn(async () => Response.json({ ok: true }));
  const guard = createToolGuard({ tools: [t], profiles });
  const body =
    url === GEMINI
      ? {
          tools: [
            { functionDeclarations: [{ name: t.name, description: t.description, parametersJsonSchema: schema }] },
          ],
        }
      : { model: 'm', tools: [{ name: t.name, description: t.description, input_schema: schema }] };
  try {
    await guard.fetch(inner as unknown as typeof fetch)(url, { method: 'POST', body: JSON.stringify(body) });
    return inner.mock.calls.length === 1 ? 'sent' : 'not sent';
  } catch (error) {
    if (!(error instanceof ToolListRefusedError)) throw error;
    return error.report.findings[0]?.code ?? '';
  }
}

describe('ZOD_DRAFT_07', () => {
  test('the draft-07 rendering of a zod schema passes; without the profile it is refused', async () => {
    expect(await send(tool(), withDialect(tool(), DRAFT_07))).toBe('sent');
    expect(await send(tool(), withDialect(tool(), DRAFT_07), [ZOD_DRAFT_07], GEMINI)).toBe('sent');
    expect(await send(tool(), withDialect(tool(), DRAFT_07), [])).toBe('inputSchema.changed:$schema');
  });

  test.each([
    ['prefixItems', { properties: { p: { type: 'array', prefixItems: [{ type: 'string' }] } } }],
    ['array-form items', { properties: { p: { type: 'array', items: [{ type: 'string' }] } } }],
    ['$defs', { $defs: { s: { type: 'string' } } }],
    ['$ref beside a bound', { properties: { p: { $ref: '#/properties/city', maxLength: 3 } } }],
    ['unevaluatedProperties', { unevaluatedProperties: false }],
    ['dependentRequired', { dependentRequired: { city: ['days'] } }],
    [
      'contains with minContains',
      { properties: { p: { type: 'array', contains: { type: 'string' }, minContains: 2 } } },
    ],
    ['a 2019-09 format', { properties: { p: { type: 'string', format: 'uuid' } } }],
    ['a nested $schema', { properties: { p: { $schema: DRAFT_2020_12, type: 'string' } } }],
  ])('a schema using %s keeps the changed $schema a finding', async (_, extra) => {
    expect(await send(tool(extra), withDialect(tool(extra), DRAFT_07))).toBe('inputSchema.changed:$schema');
  });

  test('a property named like a sensitive keyword is a name, not a keyword: the swap passes', async () => {
    const named = tool({ properties: { prefixItems: { type: 'string' }, $ref: { type: 'integer' } } });
    expect(await send(named, withDialect(named, DRAFT_07))).toBe('sent');
  });

  test.each([
    ['draft-04', 'http://json-schema.org/draft-04/schema#'],
    ['draft-07 without its #', 'http://json-schema.org/draft-07/schema'],
    ['2019-09', 'https://json-schema.org/draft/2019-09/schema'],
  ])('any other $schema value (%s) is refused', async (_, uri) => {
    expect(await send(tool(), withDialect(tool(), uri))).toBe('inputSchema.changed:$schema');
  });

  test('$schema removed or added is not this rule', async () => {
    expect(await send(tool(), withDialect(tool(), undefined))).toBe('inputSchema.removed:$schema');
    const bare: ToolDescriptor = { ...tool(), inputSchema: withDialect(tool(), undefined) };
    expect(await send(bare, withDialect(tool(), DRAFT_07))).toBe('inputSchema.added:$schema');
  });

  test('one way only: a draft-07 baseline sent as 2020-12 is refused', async () => {
    const seven: ToolDescriptor = { ...tool(), inputSchema: withDialect(tool(), DRAFT_07) };
    expect(await send(seven, withDialect(tool(), DRAFT_2020_12))).toBe('inputSchema.changed:$schema');
  });

  test('the swap covers $schema only: another change beside it is still refused', async () => {
    const changed = { ...withDialect(tool(), DRAFT_07), properties: { city: { type: 'string' } } };
    expect(await send(tool(), changed)).toBe('inputSchema.removed:minLength');
  });

  test('defineRule takes the two known dialects, one each way, nothing else', () => {
    const rule = (from: string, to: string) => ({
      id: 'my-dialect',
      providers: ['anthropic'] as const,
      rule: { kind: 'schema-dialect' as const, from, to },
      why: 'the two drafts read these schemas alike',
    });
    expect(() => defineRule(rule(DRAFT_2020_12, DRAFT_07))).not.toThrow();
    expect(() => defineRule(rule(DRAFT_07, DRAFT_07))).toThrow(/schema-dialect/);
    expect(() => defineRule(rule(DRAFT_2020_12, 'http://json-schema.org/draft-04/schema#'))).toThrow(/schema-dialect/);
    expect(() => defineRule(rule('*', DRAFT_07))).toThrow(/schema-dialect/);
  });

  test("zod's draft-07 rendering differs from its default only by $schema, and the profile accepts exactly that", async () => {
    await fc.assert(
      fc.asyncProperty(zodTool(fc.constant('t')), async (drawn) => {
        // As data: zod's rendering carries a non-enumerable `~standard` the guard would refuse to copy.
        const t = JSON.parse(JSON.stringify(drawn)) as ToolDescriptor;
        const seven = JSON.parse(
          JSON.stringify(z.toJSONSchema(zodFromJsonSchema(z, t.inputSchema), { target: 'draft-7' })),
        ) as JsonObject;
        expect(readsAlike(t.inputSchema)).toBe(true);
        expect(await send(t, seven)).toBe('sent');
        expect(await send(t, seven, [])).toBe('inputSchema.changed:$schema');
      }),
      { numRuns: 100 },
    );
  });
});
