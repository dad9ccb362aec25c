import { z } from 'zod';
import { describe, expect, test, vi } from 'vitest';
import {
  aiSdkGuardMiddleware,
  aiSdkIsolateMiddleware,
  aiSdkSchemaJson,
  createToolGuard,
  guardAgentsModel,
  isolateAgentsModel,
  langchainGuardMiddleware,
  langchainIsolateMiddleware,
  mastraGuardProcessor,
  ToolListRefusedError,
} from '../../src/guard/index.js';
import type { ToolDescriptor } from '../../src/index.js';

const tools: ToolDescriptor[] = [
  {
    name: 'search',
    description: 'Search the web',
    inputSchema: { type: 'object', properties: { q: { type: 'string', minLength: 1 } }, required: ['q'] },
  },
];
const schema = () => structuredClone(tools[0]!.inputSchema);

describe(aiSdkGuardMiddleware.name, () => {
  const call = (description: string | undefined, extra: object[] = []) => ({
    prompt: [],
    tools: [
      { type: 'function', name: 'search', description, inputSchema: schema(), providerOptions: undefined },
      ...extra,
    ],
  });

  test('passes the params through when the function tools equal the baseline; provider tools are left out', async () => {
    const params = call('Search the web', [{ type: 'provider', id: 'openai.web_search', name: 'web', args: {} }]);
    await expect(aiSdkGuardMiddleware(createToolGuard({ tools })).transformParams({ params })).resolves.toBe(params);
  });

  test('refuses a rewritten description, naming tool and path (kills: a middleware that checks nothing)', async () => {
    const m = aiSdkGuardMiddleware(createToolGuard({ tools }), 'v4');
    expect(m.specificationVersion).toBe('v4');
    await expect(m.transformParams({ params: call('Search and buy') })).rejects.toMatchObject({
      tool: 'search',
      path: '$[0].description',
    });
  });

  test('a getter in the live tool is refused without running it', async () => {
    const getter = vi.fn(() => schema());
    const live = { type: 'function', name: 'search', description: 'Search the web' };
    Object.defineProperty(live, 'inputSchema', { get: getter, enumerable: true });
    const m = aiSdkGuardMiddleware(createToolGuard({ tools }));
    await expect(m.transformParams({ params: { tools: [live] } })).rejects.toThrow(ToolListRefusedError);
    expect(getter).not.toHaveBeenCalled();
  });
});

describe(aiSdkIsolateMiddleware.name, () => {
  test("later middleware get their own schema copies: an in-place edit never reaches the caller's object", async () => {
    const mine = schema();
    const providerTool = { type: 'provider', id: 'openai.web_search', name: 'web', args: {} };
    const params = {
      tools: [{ type: 'function', name: 'search', description: 'Search the web', inputSchema: mine }, providerTool],
    };
    const out = await aiSdkIsolateMiddleware('v4').transformParams({ params });
    const copied = out.tools?.[0] as { inputSchema: Record<string, unknown>; name: string };
    copied.inputSchema['x-edited'] = true;
    expect(mine).toEqual(schema());
    expect(copied.name).toBe('search');
    expect(out.tools?.[1]).toBe(providerTool);
    // The guard, last, still sees the edit made on the copy.
    await expect(aiSdkGuardMiddleware(createToolGuard({ tools })).transformParams({ params: out })).rejects.toThrow(
      ToolListRefusedError,
    );
  });

  test('a schema behind a getter is passed on unread, for the guard to refuse', async () => {
    const getter = vi.fn(() => schema());
    const live = { type: 'function', name: 'search', description: 'Search the web' };
    Object.defineProperty(live, 'inputSchema', { get: getter, enumerable: true });
    const out = await aiSdkIsolateMiddleware().transformParams({ params: { tools: [live] } });
    expect(out.tools?.[0]).toBe(live);
    expect(getter).not.toHaveBeenCalled();
  });
});

describe(isolateAgentsModel.name, () => {
  test("model wrappers inside it get copies of `parameters`; the caller's object is untouched", async () => {
    const mine = schema();
    const editing = {
      getResponse: vi.fn(async (r: { tools: { parameters: Record<string, unknown> }[] }) => {
        (r.tools[0] as { parameters: Record<string, unknown> }).parameters['x-edited'] = true;
        return 'answer';
      }),
      getStreamedResponse: vi.fn(() => 'stream'),
    };
    const model = isolateAgentsModel(editing);
    const request = {
      tools: [{ type: 'function', name: 'search', description: 'd', parameters: mine, strict: false }],
    };
    await expect(model.getResponse(request)).resolves.toBe('answer');
    expect(mine).toEqual(schema());
    expect(editing.getResponse).toHaveBeenCalledTimes(1);
  });
});

describe(guardAgentsModel.name, () => {
  const request = (name: string) => ({
    tools: [{ type: 'function', name, description: 'Search the web', parameters: schema(), strict: false }],
  });

  test('delegates an unchanged request and refuses a renamed tool before the inner model runs', async () => {
    const inner = { getResponse: vi.fn(async () => 'answer'), getStreamedResponse: vi.fn(() => 'stream') };
    const model = guardAgentsModel(createToolGuard({ tools }), inner);
    await expect(model.getResponse(request('search'))).resolves.toBe('answer');
    const renamed = guardAgentsModel(createToolGuard({ tools }), inner);
    expect(() => renamed.getStreamedResponse(request('search_v2'))).toThrow(ToolListRefusedError);
    expect(inner.getStreamedResponse).not.toHaveBeenCalled();
  });
});

class FakeTool {
  constructor(
    readonly name: string,
    readonly description: string,
    readonly schema: unknown,
  ) {}
  invoke(): string {
    return 'ok';
  }
}

describe(langchainIsolateMiddleware.name, () => {
  const editSchema = (request: { tools: readonly unknown[] }) => {
    ((request.tools[0] as FakeTool).schema as Record<string, unknown>)['x-edited'] = true;
  };

  test("the same tool instance goes on holding a copy: an in-place edit never reaches the caller's object", async () => {
    const mine = schema();
    const instance = new FakeTool('search', 'Search the web', mine);
    const guard = langchainGuardMiddleware(createToolGuard({ tools }));
    const handler = vi.fn((request: { tools: readonly unknown[] }) => {
      expect(request.tools[0]).toBe(instance);
      editSchema(request);
      // The guard, innermost, still sees the edit made on the copy.
      return guard.wrapModelCall(request, () => 'sent');
    });
    await expect(langchainIsolateMiddleware().wrapModelCall({ tools: [instance] }, handler)).rejects.toThrow(
      ToolListRefusedError,
    );
    expect(handler).toHaveBeenCalledTimes(1);
    expect(mine).toEqual(schema());
    // The tool validates later input against the caller's own object again.
    expect(instance.schema).toBe(mine);
  });

  test("overlapping calls share one copy; the caller's object is back after the last returns", async () => {
    const mine = schema();
    const instance = new FakeTool('search', 'Search the web', mine);
    const isolate = langchainIsolateMiddleware();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = isolate.wrapModelCall({ tools: [instance] }, async () => {
      await held;
      return 'first';
    });
    await expect(isolate.wrapModelCall({ tools: [instance] }, () => instance.schema)).resolves.not.toBe(mine);
    expect(instance.schema).not.toBe(mine);
    release();
    await expect(first).resolves.toBe('first');
    expect(instance.schema).toBe(mine);
  });

  test('a schema that is not plain data (zod) is passed on as it is', async () => {
    const zodLike = { toJSONSchema: () => schema(), parse: () => ({}) };
    const instance = new FakeTool('search', 'Search the web', zodLike);
    await expect(
      langchainIsolateMiddleware().wrapModelCall({ tools: [instance] }, () => instance.schema),
    ).resolves.toBe(zodLike);
  });

  test('a real zod schema, which clones without throwing, is passed on as it is (not as a plain copy)', async () => {
    const zodSchema = z.object({ a: z.array(z.boolean()) });
    expect(() => structuredClone(zodSchema)).not.toThrow();
    const instance = new FakeTool('search', 'Search the web', zodSchema);
    await expect(
      langchainIsolateMiddleware().wrapModelCall({ tools: [instance] }, () => instance.schema),
    ).resolves.toBe(zodSchema);
  });
});

describe(langchainGuardMiddleware.name, () => {
  test('reads a tool instance’s own fields; a schema object with methods needs the converter', () => {
    const handler = vi.fn(() => 'result');
    const plain = langchainGuardMiddleware(createToolGuard({ tools }));
    expect(plain.wrapModelCall({ tools: [new FakeTool('search', 'Search the web', schema())] }, handler)).toBe(
      'result',
    );
    const zodLike = { toJSONSchema: () => schema(), parse: () => ({}) };
    const unconverted = langchainGuardMiddleware(createToolGuard({ tools }));
    expect(() =>
      unconverted.wrapModelCall({ tools: [new FakeTool('search', 'Search the web', zodLike)] }, handler),
    ).toThrow(/cannot be read as data/);
    const converted = langchainGuardMiddleware(createToolGuard({ tools }), {
      toJsonSchema: (s) => (s as typeof zodLike).toJSONSchema(),
    });
    expect(converted.wrapModelCall({ tools: [new FakeTool('search', 'Search the web', zodLike)] }, handler)).toBe(
      'result',
    );
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe(mastraGuardProcessor.name, () => {
  const aiSdkSchema = (s: object) => ({
    _type: undefined,
    get jsonSchema() {
      return s;
    },
    validate: undefined,
  });
  const mastraTool = (description: string, s: object) => ({
    type: 'function',
    description,
    parameters: aiSdkSchema(s),
    execute: async () => 'ok',
  });

  test('maps record keys through names and compares the converted schema', () => {
    const guard = createToolGuard({ tools });
    const p = mastraGuardProcessor(guard, { toJsonSchema: aiSdkSchemaJson, names: { mcp_search: 'search' } });
    expect(p.processInputStep({ tools: { mcp_search: mastraTool('Search the web', schema()) } })).toEqual({});
    const added = { ...schema(), $schema: 'http://json-schema.org/draft-07/schema#' };
    const strict = mastraGuardProcessor(createToolGuard({ tools }), { toJsonSchema: aiSdkSchemaJson });
    expect(() => strict.processInputStep({ tools: { search: mastraTool('Search the web', added) } })).toThrow(
      /\$\[0\]\.inputSchema/,
    );
  });
});
