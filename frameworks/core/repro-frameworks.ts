import type { Provider } from '../../src/reference/wire/encoder.js';

/** The framework code of a repro script: its imports, how it gets its tools, and its one model call. */
export interface ReproCall {
  readonly imports: readonly string[];
  /** Statements that define `tools` (and `close()`), given `given`, `capture` and, for MCP, `mcpServer`. */
  readonly tools: string;
  /** Statements making the one model call. */
  readonly call: string;
}

/** The script's MCP server name: Mastra prefixes its tool names with it. */
export const REPRO_SERVER = 'repro';

export const AI_SDK_MODEL: Record<Provider, { imports: string; model: string }> = {
  'openai-chat': {
    imports: "import { createOpenAI } from '@ai-sdk/openai';",
    model: "createOpenAI({ apiKey: 'none', fetch: capture }).chat('gpt-4o')",
  },
  'openai-responses': {
    imports: "import { createOpenAI } from '@ai-sdk/openai';",
    model: "createOpenAI({ apiKey: 'none', fetch: capture }).responses('gpt-4o')",
  },
  anthropic: {
    imports: "import { createAnthropic } from '@ai-sdk/anthropic';",
    model: "createAnthropic({ apiKey: 'none', fetch: capture })('claude-a34')",
  },
  gemini: {
    imports: "import { createGoogleGenerativeAI } from '@ai-sdk/google';",
    model: "createGoogleGenerativeAI({ apiKey: 'none', fetch: capture })('gemini-2.5-flash')",
  },
};

const LANGCHAIN_MODEL: Record<Provider, { imports: string; model: string }> = {
  'openai-chat': {
    imports: "import { ChatOpenAI } from '@langchain/openai';",
    model: "new ChatOpenAI({ model: 'gpt-4o', apiKey: 'none', maxRetries: 0, configuration: { fetch: capture } })",
  },
  'openai-responses': {
    imports: "import { ChatOpenAI } from '@langchain/openai';",
    model:
      "new ChatOpenAI({ model: 'gpt-4o', apiKey: 'none', maxRetries: 0, useResponsesApi: true, configuration: { fetch: capture } })",
  },
  anthropic: {
    imports: "import { ChatAnthropic } from '@langchain/anthropic';",
    model:
      "new ChatAnthropic({ model: 'claude-a34', apiKey: 'none', maxRetries: 0, clientOptions: { fetch: capture } })",
  },
  // @google/generative-ai takes no fetch option: it calls globalThis.fetch, which the script replaces.
  gemini: {
    imports: "import { ChatGoogleGenerativeAI } from '@langchain/google-genai';",
    model: "new ChatGoogleGenerativeAI({ model: 'gemini-2.5-flash', apiKey: 'none', maxRetries: 0 })",
  },
};

export const AGENTS_MODEL: Partial<Record<Provider, string>> = {
  'openai-chat': 'OpenAIChatCompletionsModel',
  'openai-responses': 'OpenAIResponsesModel',
};

export const STDIO = "{ command: process.execPath, args: ['-e', mcpServer, JSON.stringify(given), String(pageSize)] }";

/** A target whose tools come through an MCP client (`ai-sdk-6.mcp.gemini`, `openai-agents.mcp-strict.openai-chat`, `genai-sdk.mcp`). */
export const isMcpTarget = (target: string): boolean => /\.mcp(-[a-z]+)?(\.|$)/.test(target);

/** A target whose tools its user builds with zod (`langchain.zod.gemini`): the script writes them in zod. */
export const isZodTarget = (target: string): boolean => target.includes('.zod.');

/** `declaredToolOrder` (core/tool-order-cases.ts) as script text: the lane's partial toolOrder for `given`. */
export const TOOL_ORDER = [
  'const names = given.map((t) => t.name);',
  'let cut = names.length - 1;',
  'while (cut > 0 && names[cut - 1] < names[cut]) cut--;',
  "let stray = 'a34-not-a-tool';",
  "while (names.includes(stray)) stray += '_';",
  'const toolOrder = [stray, ...names.slice(0, Math.max(cut, 0)), ...names.slice(0, Math.min(Math.max(cut, 0), 1))];',
  '',
].join('\n');

/** How the call is made: through the streaming API, and with a hook at the framework's seam. */
export interface ReproCallOptions {
  readonly stream?: boolean;
  /**
   * Install a hook at the seam the lane edits (AI SDK `transformParams`, an Agents SDK `Model` wrapper, a
   * LangChain `wrapModelCall`, a Mastra input processor) that hands the script's `seam` function the live
   * outgoing tools as `{ schema, setDescription }`.
   */
  readonly seam?: boolean;
}

// The live tools a hook gets, as the script's `seam(tools)` reads them; `t` is one framework tool.
const live = (list: string, schema: string) =>
  `${list}.map((t) => ({ schema: ${schema}, setDescription: (d) => { t.description = d; } }))`;

/**
 * The framework code for a target id (`ai-sdk-6.mcp.gemini`, `langchain.anthropic`, …); undefined when not
 * supported. `stream` makes the one call the framework's streaming call, read to its end.
 */
export function reproCall(
  target: string,
  provider: Provider,
  { stream = false, seam = false }: ReproCallOptions = {},
): ReproCall | undefined {
  const mcp = isMcpTarget(target);
  if (target.endsWith('.guarded')) return undefined;
  // A zod target's script builds each tool from the script's `schemas` (zod source, as its user writes it).
  const zod = isZodTarget(target);
  if (target.startsWith('ai-sdk-')) {
    const base = AI_SDK_MODEL[provider];
    // ai 7's onLanguageModelCallStart gets the array the call sends (`ai-sdk-7.call-start.*`): the hook goes there.
    const callStart = seam && target.includes('.call-start.');
    // ai 7's toolOrder (`ai-sdk-7.tool-order.*`): the record in reverse and the lane's partial toolOrder (declaredToolOrder).
    const ordered = target.includes('.tool-order.');
    const hook = callStart
      ? `, onLanguageModelCallStart: ({ tools }) => { seam(${live('(tools ?? [])', 't.inputSchema')}); }`
      : '';
    const m =
      seam && !callStart
        ? {
            ...base,
            model: `wrapLanguageModel({ model: ${base.model}, middleware: { transformParams: async ({ params }) => { seam(${live('(params.tools ?? [])', 't.inputSchema')}); return params; } } })`,
          }
        : base;
    return {
      imports: [
        `import { ${stream ? 'streamText' : 'generateText'}, ${zod ? '' : 'jsonSchema, '}tool${seam && !callStart ? ', wrapLanguageModel' : ''} } from 'ai';`,
        m.imports,
        ...(mcp
          ? [
              "import { createMCPClient } from '@ai-sdk/mcp';",
              "import { Experimental_StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';",
            ]
          : []),
      ],
      tools: mcp
        ? `const client = await createMCPClient({ transport: new Experimental_StdioMCPTransport(${STDIO}) });\nconst tools = await client.tools();\nconst close = () => client.close();`
        : `${ordered ? TOOL_ORDER : ''}const tools = Object.fromEntries(given.map((t, i) => [t.name, tool({ description: t.description, inputSchema: ${zod ? 'schemas[i]' : 'jsonSchema(t.inputSchema)'} })])${ordered ? '.reverse()' : ''});\nconst close = async () => {};`,
      call: stream
        ? `const result = streamText({ model: ${m.model}, tools${ordered ? ', toolOrder' : ''}, prompt: 'hello', maxRetries: 0${hook} });\nfor await (const part of result.fullStream) if (part.type === 'error') throw part.error;`
        : `await generateText({ model: ${m.model}, tools${ordered ? ', toolOrder' : ''}, prompt: 'hello', maxRetries: 0${hook} });`,
    };
  }
  if (target.startsWith('openai-agents.')) {
    const model = AGENTS_MODEL[provider];
    if (model === undefined) return undefined;
    return {
      imports: [
        `import { Agent, ${mcp ? 'MCPServerStdio, ' : ''}${model}, run, setTracingDisabled, tool } from '@openai/agents';`,
        "import OpenAI from 'openai';",
      ],
      tools: mcp
        ? `const server = new MCPServerStdio({ name: '${REPRO_SERVER}', ...${STDIO} });\nawait server.connect();\nconst tools = [];\nconst mcpServers = [server];\nconst close = () => server.close();`
        : `const tools = given.map((t, i) => tool({ name: t.name, description: t.description, parameters: ${zod ? 'schemas[i]' : 't.inputSchema'}${target.includes('.strict.') || zod ? '' : ', strict: false'}, execute: async () => 'ok' }));\nconst mcpServers = [];\nconst close = async () => {};`,
      call: `setTracingDisabled(true);\nconst model = ${
        seam
          ? `((inner) => {\n  const hooked = (r) => { seam(${live("r.tools.filter((t) => t.type === 'function')", 't.parameters')}); return r; };\n  return { getResponse: (r) => inner.getResponse(hooked(r)), getStreamedResponse: (r) => inner.getStreamedResponse(hooked(r)) };\n})(new ${model}(new OpenAI({ apiKey: 'none', maxRetries: 0, fetch: capture }), 'gpt-4o'))`
          : `new ${model}(new OpenAI({ apiKey: 'none', maxRetries: 0, fetch: capture }), 'gpt-4o')`
      };\nconst agent = new Agent({ name: 'repro', instructions: 'answer', model, tools, mcpServers${target.includes('.mcp-strict.') ? ', mcpConfig: { convertSchemasToStrict: true }' : ''} });\n${
        stream
          ? "const result = await run(agent, 'hello', { maxTurns: 1, stream: true });\nfor await (const _ of result);\nawait result.completed;"
          : "await run(agent, 'hello', { maxTurns: 1 });"
      }`,
    };
  }
  if (target.startsWith('langchain.')) {
    const m = LANGCHAIN_MODEL[provider];
    return {
      imports: [
        `import { createAgent${seam ? ', createMiddleware' : ''} } from 'langchain';`,
        mcp
          ? "import { MultiServerMCPClient } from '@langchain/mcp-adapters';"
          : "import { tool } from '@langchain/core/tools';",
        m.imports,
      ],
      tools: mcp
        ? `const client = new MultiServerMCPClient({ mcpServers: { ${REPRO_SERVER}: { transport: 'stdio', ...${STDIO} } }, useStandardContentBlocks: true });\nconst tools = await client.getTools();\nconst close = () => client.close();`
        : `const tools = given.map((t, i) => tool(async () => 'ok', { name: t.name, description: t.description, schema: ${zod ? 'schemas[i]' : 't.inputSchema'} }));\nconst close = async () => {};`,
      call: `${
        seam
          ? `const middleware = [createMiddleware({ name: 'seam', wrapModelCall: (request, handler) => { seam(${live('request.tools', 't.schema')}); return handler(request); } })];\n`
          : 'const middleware = [];\n'
      }${
        stream
          ? `for await (const _ of await createAgent({ model: ${m.model}, tools, middleware }).stream({ messages: [{ role: 'user', content: 'hello' }] }, { streamMode: 'messages' }));`
          : `await createAgent({ model: ${m.model}, tools, middleware }).invoke({ messages: [{ role: 'user', content: 'hello' }] });`
      }`,
    };
  }
  if (target === 'anthropic-sdk.mcp' || target === 'genai-sdk.mcp') return officialMcpCall(target);
  if (target.startsWith('mastra.')) {
    const m = AI_SDK_MODEL[provider];
    return {
      imports: [
        "import { Agent } from '@mastra/core/agent';",
        mcp
          ? "import { MCPClient } from '@mastra/mcp';"
          : `import { createTool } from '@mastra/core/tools';${zod ? '' : "\nimport { jsonSchema } from 'ai';"}`,
        m.imports,
      ],
      tools: mcp
        ? `const client = new MCPClient({ id: 'repro', servers: { ${REPRO_SERVER}: ${STDIO} } });\nconst tools = await client.listTools();\nconst close = () => client.disconnect();`
        : `const tools = Object.fromEntries(given.map((t, i) => [t.name, createTool({ id: t.name, description: t.description, inputSchema: ${zod ? 'schemas[i]' : 'jsonSchema(t.inputSchema)'}, execute: async () => 'ok' })]));\nconst close = async () => {};`,
      call: `const inputProcessors = [${
        seam && !target.includes('.prepare-step.')
          ? `{ id: 'seam', processInputStep: ({ tools }) => { seam(${live('Object.values(tools ?? {})', 't.parameters?.jsonSchema')}); return tools === undefined ? {} : { tools }; } }`
          : ''
      }];\nconst agent = new Agent({ id: 'repro', name: 'repro', instructions: 'answer', model: ${m.model}, tools, inputProcessors });\n${
        // Mastra's prepareStep (`mastra.prepare-step.*`) gets the step's tools after every input processor and may return them.
        seam && target.includes('.prepare-step.')
          ? `const settings = { maxSteps: 1, prepareStep: ({ tools }) => { seam(${live('Object.values(tools ?? {})', 't.parameters?.jsonSchema')}); return tools === undefined ? {} : { tools }; } };\n`
          : 'const settings = { maxSteps: 1 };\n'
      }${
        stream
          ? "const output = await agent.stream('hello', settings);\nfor await (const part of output.fullStream) if (part.type === 'error') throw part.payload?.error;"
          : "await agent.generate('hello', settings);"
      }`,
    };
  }
  return undefined;
}

// The MCP SDK's own client over the script's server, every page listed: what a user of the official SDKs writes.
const MCP_CLIENT = `const client = new Client({ name: 'repro', version: '1.0.0' });
await client.connect(new StdioClientTransport(${STDIO}));
const listed = [];
let cursor;
do {
  const page = await client.listTools(cursor === undefined ? undefined : { cursor });
  listed.push(...page.tools);
  cursor = page.nextCursor;
} while (cursor !== undefined);
const close = () => client.close();`;

/** The official SDKs' MCP helpers: `mcpTools` of `@anthropic-ai/sdk`, `mcpToTool` of `@google/genai`. */
function officialMcpCall(target: 'anthropic-sdk.mcp' | 'genai-sdk.mcp'): ReproCall {
  const client = [
    "import { Client } from '@modelcontextprotocol/sdk/client/index.js';",
    "import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';",
  ];
  if (target === 'anthropic-sdk.mcp')
    return {
      imports: [
        "import Anthropic from '@anthropic-ai/sdk';",
        "import { mcpTools } from '@anthropic-ai/sdk/helpers/beta/mcp';",
        ...client,
      ],
      tools: `${MCP_CLIENT}\nconst tools = mcpTools(listed, client);`,
      call: "await new Anthropic({ apiKey: 'none', fetch: capture, maxRetries: 0 }).beta.messages.create({ model: 'claude-a34', max_tokens: 16, messages: [{ role: 'user', content: 'hello' }], tools });",
    };
  return {
    imports: ["import { GoogleGenAI, mcpToTool } from '@google/genai';", ...client],
    tools: `${MCP_CLIENT}\nconst tools = [mcpToTool(client)];`,
    call: "await new GoogleGenAI({ apiKey: 'none', httpOptions: { fetch: capture, retryOptions: { attempts: 1 } } }).models.generateContent({ model: 'gemini-2.5-flash', contents: 'hello', config: { tools, automaticFunctionCalling: { disable: true } } });",
  };
}
