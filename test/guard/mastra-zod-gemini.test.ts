import { describe, expect, test, vi } from 'vitest';
import {
  createToolGuard,
  defineRule,
  type GuardProfile,
  MASTRA_PROFILE,
  MASTRA_ZOD_ON_GEMINI,
  type ToolDescriptor,
  ToolListRefusedError,
  ZOD_DRAFT_07,
} from '../../src/guard/index.js';
import type { JsonObject } from '../../src/index.js';
import { DRAFT_07, DRAFT_2020_12 } from '../../src/guard/wire/schema-dialect.js';

const GEMINI = 'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent';
const ANTHROPIC = 'https://api.anthropic.com/v1/messages';
const ALL: readonly GuardProfile[] = [MASTRA_PROFILE, ZOD_DRAFT_07, MASTRA_ZOD_ON_GEMINI];

/**
 * `z.object({ city: z.string().min(1), stay: z.object({ nights: z.int().min(1) }) })` as zod 4 renders it, and
 * `extra` merged into the root.
 */
const zodRendering = (extra: JsonObject = {}): JsonObject => ({
  $schema: DRAFT_2020_12,
  type: 'object',
  properties: {
    city: { type: 'string', minLength: 1 },
    stay: {
      type: 'object',
      properties: { nights: { type: 'integer', minimum: 1, maximum: 9007199254740991 } },
      required: ['nights'],
      additionalProperties: false,
    },
  },
  required: ['city', 'stay'],
  additionalProperties: false,
  ...extra,
});

/** What Mastra 1.71 sends Gemini for it: no `$schema` or `additionalProperties` at any node, bounds described. */
const mastraOnGemini = (): JsonObject => ({
  type: 'object',
  properties: {
    city: { type: 'string', description: 'constraints: minimum length 1' },
    stay: {
      type: 'object',
      properties: {
        nights: {
          type: 'integer',
          description: 'constraints: greater than or equal to 1, lower than or equal to 9007199254740991',
        },
      },
      required: ['nights'],
    },
  },
  required: ['city', 'stay'],
});

/** Sends `wire` for a tool admitted as `admitted` through an enforcing guard: 'sent', or the first finding. */
async function send(admitted: JsonObject, wire: JsonObject, profiles = ALL, url = GEMINI): Promise<string> {
  const tool: ToolDescriptor = { name: 'book', description: 'Book a stay', inputSchema: admitted };
  const inner = vi.fn(async () => Response.json({ ok: true }));
  const declaration = { name: tool.name, description: tool.description };
  const body =
    url === GEMINI
      ? { tools: [{ functionDeclarations: [{ ...declaration, parametersJsonSchema: wire }] }] }
      : { model: 'm', tools: [{ ...declaration, input_schema: wire }] };
  try {
    await createToolGuard({ tools: [tool], profiles }).fetch(inner as unknown as typeof fetch)(url, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return inner.mock.calls.length === 1 ? 'sent' : 'not sent';
  } catch (error) {
    if (!(error instanceof ToolListRefusedError)) throw error;
    const f = error.report.findings.find((x) => x.acceptedBy === undefined);
    return `${f?.code} ${f?.path}`;
  }
}

/** `schema` with `edit` applied to a copy. */
const edited = (schema: JsonObject, edit: (s: Record<string, JsonObject>) => void): JsonObject => {
  const copy = structuredClone(schema) as Record<string, JsonObject>;
  edit(copy);
  return copy as JsonObject;
};

describe('Mastra on Gemini with zod tools', () => {
  test('what Mastra sends passes with MASTRA_ZOD_ON_GEMINI declared; without it, the dropped key is refused', async () => {
    expect(await send(zodRendering(), mastraOnGemini())).toBe('sent');
    expect(await send(zodRendering(), mastraOnGemini(), [MASTRA_PROFILE, ZOD_DRAFT_07])).toBe(
      'inputSchema.removed:additionalProperties $[0].inputSchema.additionalProperties',
    );
  });

  test.each([
    ['additionalProperties: true', { additionalProperties: true }, 'additionalProperties'],
    ['a schema-valued additionalProperties', { additionalProperties: { type: 'string' } }, 'additionalProperties'],
    ['$schema of another dialect', { $schema: 'http://json-schema.org/draft-04/schema#' }, '$schema'],
  ])('removing %s is refused', async (_what, extra, keyword) => {
    expect(await send(zodRendering(extra), mastraOnGemini())).toBe(
      `inputSchema.removed:${keyword} $[0].inputSchema.${keyword}`,
    );
  });

  test('$schema removed beside a keyword the drafts read differently is refused', async () => {
    const defs = { $defs: { s: { type: 'string' } } };
    expect(await send(zodRendering(defs), { ...mastraOnGemini(), ...defs })).toBe(
      'inputSchema.removed:$schema $[0].inputSchema.$schema',
    );
  });

  test('a property named additionalProperties is a name: dropping it is refused', async () => {
    const named = edited(zodRendering(), (s) => {
      (s['properties'] as Record<string, JsonObject>)['additionalProperties'] = { type: 'string' };
    });
    expect(await send(named, mastraOnGemini())).toBe(
      'inputSchema.removed:properties $[0].inputSchema.properties.additionalProperties',
    );
  });

  test('a nested $schema removed is refused, and the rules hold on Gemini only', async () => {
    const nested = edited(zodRendering(), (s) => {
      (s['properties'] as Record<string, JsonObject>)['city'] = { $schema: DRAFT_07, type: 'string', minLength: 1 };
    });
    expect(await send(nested, mastraOnGemini())).toMatch(/^inputSchema\.removed:\$schema /);
    expect(await send(zodRendering(), mastraOnGemini(), ALL, ANTHROPIC)).toMatch(/^inputSchema\.removed:/);
  });

  test('defineRule: a removed $schema is a schema-dialect rule (to: null) from a known dialect', () => {
    const rule = (r: unknown) => () =>
      defineRule({ id: 'mine', providers: ['gemini'], rule: r as never, why: 'a reason a reviewer can check' });
    expect(rule({ kind: 'keyword-removed', keyword: '$schema', value: DRAFT_07 })).toThrow(/schema-dialect/);
    expect(rule({ kind: 'schema-dialect', from: DRAFT_07, to: null })).not.toThrow();
    expect(rule({ kind: 'schema-dialect', from: 'http://json-schema.org/draft-04/schema#', to: null })).toThrow(
      /schema-dialect/,
    );
    expect(rule({ kind: 'keyword-removed', keyword: '*', value: false })).toThrow(/keyword/);
  });
});
