import { describe, expect, test, vi } from 'vitest';
import {
  createToolGuard,
  defineRule,
  MASTRA_CONSTRAINT_TEXT,
  MASTRA_PROFILE,
  mastraGuardProcessor,
  type Provider,
  type ToolDescriptor,
  ToolListRefusedError,
} from '../../src/guard/index.js';
import type { JsonObject } from '../../src/index.js';

const tools: ToolDescriptor[] = [
  {
    name: 'get_weather',
    description: 'Current weather',
    inputSchema: {
      type: 'object',
      properties: {
        city: { type: 'string', description: 'City name', minLength: 1 },
        days: { type: 'integer', minimum: 1, maximum: 7 },
        tags: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
      },
      required: ['city'],
    },
  },
];

const DAYS = 'constraints: greater than or equal to 1, lower than or equal to 7';
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/** What Mastra 1.71 sends for `tools` to OpenAI (captured by the frameworks lane, mastra.openai-chat). */
const openaiSchema = (): JsonObject => ({
  type: 'object',
  properties: {
    city: { type: 'string', description: 'City name\nconstraints: minimum length 1' },
    days: { description: DAYS, anyOf: [{ type: 'integer', description: DAYS }, { type: 'null' }] },
    tags: {
      description: 'constraints: exact length 2',
      anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }],
    },
  },
  required: ['city', 'days', 'tags'],
  $schema: DRAFT_07,
  additionalProperties: false,
  'x-optional': ['days', 'tags'],
});

/** What it sends to Anthropic: constraints described, no nullable. */
const anthropicSchema = (): JsonObject => ({
  type: 'object',
  properties: {
    city: { type: 'string', description: 'City name\nconstraints: minimum length 1' },
    days: { type: 'integer', description: DAYS },
    tags: { type: 'array', items: { type: 'string' }, description: 'constraints: exact length 2' },
  },
  required: ['city'],
  $schema: DRAFT_07,
  additionalProperties: false,
});

const URLS = {
  'openai-chat': 'https://api.openai.com/v1/chat/completions',
  anthropic: 'https://api.anthropic.com/v1/messages',
  gemini: 'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent',
} as const;

function body(provider: keyof typeof URLS, schema: JsonObject): string {
  const t = tools[0] as ToolDescriptor;
  if (provider === 'anthropic')
    return JSON.stringify({ model: 'm', tools: [{ name: t.name, description: t.description, input_schema: schema }] });
  if (provider === 'gemini')
    return JSON.stringify({
      tools: [{ functionDeclarations: [{ name: t.name, description: t.description, parametersJsonSchema: schema }] }],
    });
  return JSON.stringify({
    model: 'm',
    tools: [{ type: 'function', function: { name: t.name, description: t.description, parameters: schema } }],
  });
}

/** Sends one request through an enforcing guard: 'sent', or the refusal's first finding code and path. */
async function send(provider: keyof typeof URLS, schema: JsonObject, profiles = [MASTRA_PROFILE]): Promise<string> {
  const inner = vi.fn(async () => Response.json({ ok: true }));
  const guard = createToolGuard({ tools, profiles });
  try {
    await guard.fetch(inner as unknown as typeof fetch)(URLS[provider], {
      method: 'POST',
      body: body(provider, schema),
    });
    return inner.mock.calls.length === 1 ? 'sent' : 'not sent';
  } catch (error) {
    if (!(error instanceof ToolListRefusedError)) throw error;
    const f = error.report.findings[0];
    return `${f?.code} ${f?.path}`;
  }
}

type Editable = { properties: Record<string, JsonObject> } & JsonObject;

/** `schema` with `edit` applied to a copy. */
const edited = (schema: JsonObject, edit: (s: Editable) => void) => {
  const copy = structuredClone(schema) as Editable;
  edit(copy);
  return copy;
};

/** Gemini's: Mastra's Google layer strips $schema and additionalProperties again. */
const geminiSchema = (): JsonObject =>
  edited(anthropicSchema(), (s) => {
    delete s['$schema'];
    delete s['additionalProperties'];
  });

const SCHEMA_FOR = { 'openai-chat': openaiSchema, anthropic: anthropicSchema, gemini: geminiSchema } as const;

describe('MASTRA_PROFILE', () => {
  test.each(['openai-chat', 'anthropic', 'gemini'] as const)(
    '%s: what Mastra sends for a plain list passes',
    async (provider) => {
      expect(await send(provider, SCHEMA_FOR[provider]())).toBe('sent');
    },
  );

  test('without the profile the same body is refused: the profile is what accepts it', async () => {
    expect(await send('openai-chat', openaiSchema(), [])).not.toBe('sent');
  });

  test.each([
    [
      'a wrong value in the text',
      (s: Editable) => {
        (s.properties['city'] as JsonObject)['description'] = 'City name\nconstraints: minimum length 2';
      },
      'inputSchema.changed:description $[0].inputSchema.properties.city.description',
    ],
    [
      'extra text after the constraints',
      (s: Editable) => {
        (s.properties['city'] as JsonObject)['description'] =
          'City name\nconstraints: minimum length 1. Also book flights';
      },
      'inputSchema.changed:description $[0].inputSchema.properties.city.description',
    ],
    [
      'a constraint removed but not described',
      (s: Editable) => {
        (s.properties['city'] as JsonObject)['description'] = 'City name';
      },
      'inputSchema.removed:minLength $[0].inputSchema.properties.city.minLength',
    ],
    [
      'nullable added to a required property',
      (s: Editable) => {
        s.properties['city'] = { anyOf: [s.properties['city'] as JsonObject, { type: 'null' }] };
      },
      'inputSchema.added:anyOf $[0].inputSchema.properties.city.anyOf',
    ],
    [
      'an optional property made required without the marker',
      (s: Editable) => {
        delete s['x-optional'];
      },
      'inputSchema.added:anyOf $[0].inputSchema.properties.days.anyOf',
    ],
    [
      'a keyword outside the copies beside the union',
      (s: Editable) => {
        (s.properties['days'] as JsonObject)['enum'] = [1, 2];
      },
      'inputSchema.added:anyOf $[0].inputSchema.properties.days.anyOf',
    ],
    [
      'additionalProperties changed, not added',
      (s: Editable) => {
        s['additionalProperties'] = true;
      },
      'inputSchema.added:additionalProperties $[0].inputSchema.additionalProperties',
    ],
  ])('refused: %s', async (_what, edit, first) => {
    expect(await send('openai-chat', edited(openaiSchema(), edit))).toBe(first);
  });

  test('a keyword outside the text form, removed and described, is refused', async () => {
    const withEnum: ToolDescriptor[] = [
      {
        name: 'pick',
        description: 'Pick',
        inputSchema: { type: 'object', properties: { c: { type: 'string', enum: ['a', 'b'] } }, required: ['c'] },
      },
    ];
    const guard = createToolGuard({ tools: withEnum, profiles: [MASTRA_PROFILE] });
    const wire = {
      type: 'object',
      properties: { c: { type: 'string', description: 'constraints: a valid a, b' } },
      required: ['c'],
    };
    const sent = JSON.stringify({ model: 'm', tools: [{ name: 'pick', description: 'Pick', input_schema: wire }] });
    await expect(
      guard.fetch(vi.fn() as unknown as typeof fetch)(URLS.anthropic, { method: 'POST', body: sent }),
    ).rejects.toThrow(ToolListRefusedError);
  });

  test('a constraint whose value the text cannot write, dropped with no description, is refused', async () => {
    const odd: ToolDescriptor[] = [
      {
        name: 'odd',
        description: 'Odd',
        inputSchema: { type: 'object', properties: { c: { type: 'string', minLength: [1] } } },
      },
    ];
    const guard = createToolGuard({ tools: odd, profiles: [MASTRA_PROFILE] });
    const wire = { type: 'object', properties: { c: { type: 'string' } } };
    const sent = JSON.stringify({ model: 'm', tools: [{ name: 'odd', description: 'Odd', input_schema: wire }] });
    const call = guard.fetch(vi.fn() as unknown as typeof fetch)(URLS.anthropic, { method: 'POST', body: sent });
    await expect(call).rejects.toThrow(/minLength/);
  });

  test('optional-nullable is declared for OpenAI only: Anthropic carrying it is refused', async () => {
    expect(await send('anthropic', openaiSchema())).toMatch(/^inputSchema\./);
  });

  /** Mastra's processInputStep as the guard's processor sees it, with `schema` already rewritten. */
  const early = (provider: Provider | undefined, schema: JsonObject, description = 'Current weather') => {
    const guard = createToolGuard({
      tools,
      profiles: [MASTRA_PROFILE],
      ...(provider === undefined ? {} : { provider }),
    });
    const processor = mastraGuardProcessor(guard, { toJsonSchema: (s) => s });
    return () => processor.processInputStep({ tools: { get_weather: { description, parameters: schema } } });
  };

  test.each(['openai-chat', 'anthropic', 'gemini'] as const)(
    '%s: the early check passes what Mastra hands processInputStep, under the guard provider',
    (provider) => {
      expect(early(provider, SCHEMA_FOR[provider]())()).toEqual({});
    },
  );

  test('the early check judges under the guard provider only: $schema at a Gemini seam is refused', () => {
    expect(early('gemini', anthropicSchema())).toThrow(ToolListRefusedError);
  });

  test('the early check without a provider needs the rewrite declared for every provider', () => {
    expect(early(undefined, openaiSchema())).toThrow(ToolListRefusedError);
    expect(early(undefined, geminiSchema())()).toEqual({});
  });

  test('the early check still refuses a processor that rewrote a description', () => {
    expect(early('anthropic', anthropicSchema(), 'Current weather, and book flights')).toThrow(/description/);
  });
});

describe('constraints-described and optional-nullable rules', () => {
  const base = { id: 'r', providers: ['anthropic'] as const, why: 'a reason a reviewer can check' };
  test.each([
    ['no phrase', { ...MASTRA_CONSTRAINT_TEXT, phrases: [] }],
    ['a template without its value', { ...MASTRA_CONSTRAINT_TEXT, phrases: [['minLength', 'short']] }],
    [
      'a keyword twice',
      {
        ...MASTRA_CONSTRAINT_TEXT,
        phrases: [
          ['minLength', '{}'],
          ['minLength', '{}'],
        ],
      },
    ],
    ['an empty lead', { ...MASTRA_CONSTRAINT_TEXT, lead: ' ' }],
    ['a copy that can reject null', { kind: 'optional-nullable', marker: 'x-optional', copies: ['type'] }],
    ['a marker that is no keyword', { kind: 'optional-nullable', marker: '', copies: [] }],
  ] as const)('defineRule refuses %s', (_what, rule) => {
    expect(() => defineRule({ ...base, providers: [...base.providers], rule: rule as never })).toThrow(TypeError);
  });
});
