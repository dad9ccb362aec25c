import { describe, expect, test, vi } from 'vitest';
import {
  createToolGuard,
  defineProfile,
  defineRule,
  GEMINI_OPENAPI_SUBSET,
  type GuardRejection,
  ToolListRefusedError,
} from '../../src/guard/index.js';
import { encoders, PROVIDERS, type ToolDescriptor } from '../../src/index.js';

const tools: ToolDescriptor[] = [
  {
    name: 'search',
    description: 'Search the web',
    inputSchema: { type: 'object', properties: { q: { type: 'string', minLength: 1 } }, required: ['q'] },
  },
  { name: 'read_page', description: '', inputSchema: { type: 'object', properties: {} } },
];

const URLS = {
  'openai-chat': 'https://api.openai.com/v1/chat/completions',
  'openai-responses': 'https://api.openai.com/v1/responses',
  anthropic: 'https://api.anthropic.com/v1/messages',
  gemini: 'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent',
} as const;

/** A provider's request body carrying `list`, as the reference encoder writes it. */
const bodyFor = (provider: keyof typeof URLS, list: readonly ToolDescriptor[]): string =>
  JSON.stringify({ model: 'm', stream: false, ...encoders[provider].encode(list).body });

const innerFetch = () => vi.fn(async (_input: unknown, _init?: RequestInit) => Response.json({ ok: true }));

describe(createToolGuard.name, () => {
  test.each(PROVIDERS)('%s: an unchanged list leaves with the very bytes it had', async (provider) => {
    const inner = innerFetch();
    const guard = createToolGuard({ tools });
    const body = bodyFor(provider, tools);
    await guard.fetch(inner as unknown as typeof fetch)(URLS[provider], { method: 'POST', body });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(inner.mock.calls[0]?.[1]?.body).toBe(body);
  });

  test.each(PROVIDERS)('%s: a changed schema is refused before the inner fetch, settled once', async (provider) => {
    const inner = innerFetch();
    const rejections: GuardRejection[] = [];
    const guard = createToolGuard({ tools, onRejected: (r) => rejections.push(r) });
    const changed = structuredClone(tools);
    (changed[0]!.inputSchema['properties'] as Record<string, { type: string }>)['q']!.type = 'number';
    const send = guard.fetch(inner as unknown as typeof fetch);
    const request = () => send(URLS[provider], { method: 'POST', body: bodyFor(provider, changed) });
    const error = await request().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolListRefusedError);
    expect(error).toMatchObject({
      tool: 'search',
      path: '$[0].inputSchema.properties.q.type',
      expected: 'string',
      actual: 'number',
    });
    // A client that retries (the OpenAI SDK does) is refused again, and the reservation is not settled twice.
    await expect(request()).rejects.toBe(error);
    await expect(send(URLS[provider], { method: 'POST', body: bodyFor(provider, tools) })).rejects.toBe(error);
    expect(inner).not.toHaveBeenCalled();
    expect(rejections).toHaveLength(1);
    expect(rejections[0]).toMatchObject({ phase: 'pre_dispatch_rejected', report: { stage: 'final', provider } });
  });

  test('report mode forwards the request and reports the same finding', async () => {
    const inner = innerFetch();
    const reports: unknown[] = [];
    const guard = createToolGuard({ tools, mode: 'report', onReport: (r) => reports.push(r) });
    const dropped = bodyFor('anthropic', tools.slice(0, 1));
    await guard.fetch(inner as unknown as typeof fetch)(URLS.anthropic, { method: 'POST', body: dropped });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(reports).toMatchObject([{ stage: 'final', findings: [{ code: 'tool.removed', tool: 'read_page' }] }]);
  });

  test('the baseline shares nothing with the caller: a later edit of the caller’s objects is refused', async () => {
    const mine = structuredClone(tools);
    const guard = createToolGuard({ tools: mine });
    mine[0]!.description = 'Search the web and buy things';
    expect(Object.isFrozen(guard.baseline[0]!.inputSchema)).toBe(true);
    expect(guard.baseline[0]!.description).toBe('Search the web');
    expect(() => guard.check(mine)).toThrow(/description/);
  });

  test('the early check reads a seam once as data: a getter or Proxy is refused, never run', () => {
    const guard = createToolGuard({ tools });
    const getter = vi.fn(() => 'Search the web');
    const lying = [
      {
        ...tools[0],
        get description() {
          return getter();
        },
      },
      tools[1],
    ];
    expect(() => guard.check(lying)).toThrow(ToolListRefusedError);
    expect(getter).not.toHaveBeenCalled();
    const proxied = createToolGuard({ tools });
    expect(() => proxied.check(new Proxy([...tools], {}))).toThrow(/Proxy/);
  });

  test('a narrowed turn must carry the subset in the baseline’s order, never what the request says', async () => {
    const guard = createToolGuard({ tools });
    guard.narrow(['read_page']);
    const inner = innerFetch();
    const send = guard.fetch(inner as unknown as typeof fetch);
    await send(URLS['openai-chat'], { method: 'POST', body: bodyFor('openai-chat', tools.slice(1)) });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(() => guard.narrow(['write_file'])).toThrow(/never admitted/);
    await expect(send(URLS['openai-chat'], { method: 'POST', body: bodyFor('openai-chat', tools) })).rejects.toThrow(
      /not in the logical list/,
    );
  });

  test('other URLs pass untouched; a model request whose body cannot be read is refused', async () => {
    const inner = innerFetch();
    const send = createToolGuard({ tools }).fetch(inner as unknown as typeof fetch);
    await send('https://oauth2.googleapis.com/token', { method: 'POST', body: 'grant_type=x' });
    expect(inner).toHaveBeenCalledTimes(1);
    await expect(send(URLS.anthropic, { method: 'POST', body: '{"tools": [' })).rejects.toThrow(/not UTF-8 JSON/);
    expect(inner).toHaveBeenCalledTimes(1);
  });

  test('a Request object and a streamed body are read once and forwarded as read', async () => {
    const inner = innerFetch();
    const send = createToolGuard({ tools }).fetch(inner as unknown as typeof fetch);
    const body = bodyFor('openai-responses', tools);
    await send(new Request(URLS['openai-responses'], { method: 'POST', body }));
    const stream = new Blob([body]).stream();
    await send(URLS['openai-responses'], { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(inner).toHaveBeenCalledTimes(2);
    const forwarded = inner.mock.calls[0]?.[0] as Request;
    expect(await forwarded.text()).toBe(body);
  });

  test('a profile declares a bounded rewrite: Gemini parameters may drop what its subset lacks, nothing more', async () => {
    const withExtras: ToolDescriptor[] = [
      {
        name: 'pick',
        description: 'x',
        inputSchema: {
          type: 'object',
          additionalProperties: false,
          properties: { n: { type: 'integer', minimum: 1 } },
        },
      },
    ];
    const parameters = (schema: object) =>
      JSON.stringify({ tools: [{ functionDeclarations: [{ name: 'pick', description: 'x', parameters: schema }] }] });
    const inner = innerFetch();
    const guard = createToolGuard({ tools: withExtras, profiles: [GEMINI_OPENAPI_SUBSET] });
    await guard.fetch(inner as unknown as typeof fetch)(URLS.gemini, {
      method: 'POST',
      body: parameters({ type: 'object', properties: { n: { type: 'integer', minimum: 1 } } }),
    });
    expect(inner).toHaveBeenCalledTimes(1);
    const strict = createToolGuard({ tools: withExtras, profiles: [GEMINI_OPENAPI_SUBSET] });
    await expect(
      strict.fetch(inner as unknown as typeof fetch)(URLS.gemini, {
        method: 'POST',
        body: parameters({ type: 'object', properties: { n: { type: 'integer' } } }),
      }),
    ).rejects.toMatchObject({ path: '$[0].inputSchema.properties.n.minimum' });
  });

  test('an own "__proto__" key in a sent schema is seen and refused, never dropped by the reader', async () => {
    const inner = innerFetch();
    const guard = createToolGuard({ tools });
    const body = bodyFor('openai-chat', tools).replace(
      '"q":{"type":"string","minLength":1}',
      '"q":{"type":"string","minLength":1,"__proto__":{"type":"number"}}',
    );
    expect(body).toContain('__proto__');
    await expect(
      guard.fetch(inner as unknown as typeof fetch)(URLS['openai-chat'], { method: 'POST', body }),
    ).rejects.toMatchObject({ path: '$[0].inputSchema.properties.q.__proto__' });
    expect(inner).not.toHaveBeenCalled();
  });

  test('a rule that would accept anything is refused when defined', () => {
    const base = { id: 'mine', providers: ['gemini'] as const, why: 'our proxy strips this keyword' };
    expect(() => defineRule({ ...base, rule: { kind: 'keywords-dropped', keywords: [] } })).toThrow(/no keyword/);
    expect(() => defineRule({ ...base, rule: { kind: 'keywords-dropped', keywords: ['*'] } })).toThrow(/not a keyword/);
    expect(() => defineRule({ ...base, why: '', rule: { kind: 'keyword-added', keyword: 'x', value: 1 } })).toThrow(
      /why/,
    );
    expect(
      defineProfile('ours', [{ ...base, rule: { kind: 'keyword-added', keyword: 'x', value: 1 } }]).rules,
    ).toHaveLength(1);
  });

  test('misuse throws at once, naming the path', () => {
    expect(() => createToolGuard({ tools: [{ name: 'a' } as unknown as ToolDescriptor] })).toThrow(
      /\$\[0\]\.description/,
    );
    expect(() => createToolGuard({ tools: [tools[0]!, tools[0]!] })).toThrow(/admitted twice/);
  });
});
