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

/**
 * The framework code for a target id (`ai-sdk-6.mcp.gemini`, `langchain.anthropic`, …); undefined when not
 * supported. `stream` makes the one call the framework's streaming call, read to its end.
 */
export function reproCall(target: string, provider: Provider, stream = false): ReproCall | undefined {
  const mcp = target.includes('.mcp.');
  if (target.endsWith('.guarded')) return undefined;
  if (target.startsWith('ai-sdk-')) {
    const m = AI_SDK_MODEL[provider];
    return {
      imports: [
        `import { ${stream ? 'streamText' : 'generateText'}, jsonSchema, tool } from 'ai';`,
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
        : 'const tools = Object.fromEntries(given.map((t) => [t.name, tool({ description: t.description, inputSchema: jsonSchema(t.inputSchema) })]));\nconst close = async () => {};',
      call: stream
        ? `const result = streamText({ model: ${m.model}, tools, prompt: 'hello', maxRetries: 0 });\nfor await (const part of result.fullStream) if (part.type === 'error') throw part.error;`
        : `await generateText({ model: ${m.model}, tools, prompt: 'hello', maxRetries: 0 });`,
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
        : "const tools = given.map((t) => tool({ name: t.name, description: t.description, parameters: t.inputSchema, strict: false, execute: async () => 'ok' }));\nconst mcpServers = [];\nconst close = async () => {};",
      call: `setTracingDisabled(true);\nconst model = new ${model}(new OpenAI({ apiKey: 'none', maxRetries: 0, fetch: capture }), 'gpt-4o');\nconst agent = new Agent({ name: 'repro', instructions: 'answer', model, tools, mcpServers });\n${
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
        "import { createAgent } from 'langchain';",
        mcp
          ? "import { MultiServerMCPClient } from '@langchain/mcp-adapters';"
          : "import { tool } from '@langchain/core/tools';",
        m.imports,
      ],
      tools: mcp
        ? `const client = new MultiServerMCPClient({ mcpServers: { ${REPRO_SERVER}: { transport: 'stdio', ...${STDIO} } }, useStandardContentBlocks: true });\nconst tools = await client.getTools();\nconst close = () => client.close();`
        : "const tools = given.map((t) => tool(async () => 'ok', { name: t.name, description: t.description, schema: t.inputSchema }));\nconst close = async () => {};",
      call: stream
        ? `for await (const _ of await createAgent({ model: ${m.model}, tools }).stream({ messages: [{ role: 'user', content: 'hello' }] }, { streamMode: 'messages' }));`
        : `await createAgent({ model: ${m.model}, tools }).invoke({ messages: [{ role: 'user', content: 'hello' }] });`,
    };
  }
  if (target.startsWith('mastra.')) {
    const m = AI_SDK_MODEL[provider];
    return {
      imports: [
        "import { Agent } from '@mastra/core/agent';",
        mcp
          ? "import { MCPClient } from '@mastra/mcp';"
          : "import { createTool } from '@mastra/core/tools';\nimport { jsonSchema } from 'ai';",
        m.imports,
      ],
      tools: mcp
        ? `const client = new MCPClient({ id: 'repro', servers: { ${REPRO_SERVER}: ${STDIO} } });\nconst tools = await client.listTools();\nconst close = () => client.disconnect();`
        : "const tools = Object.fromEntries(given.map((t) => [t.name, createTool({ id: t.name, description: t.description, inputSchema: jsonSchema(t.inputSchema), execute: async () => 'ok' })]));\nconst close = async () => {};",
      call: `const agent = new Agent({ id: 'repro', name: 'repro', instructions: 'answer', model: ${m.model}, tools });\n${
        stream
          ? "const output = await agent.stream('hello', { maxSteps: 1 });\nfor await (const part of output.fullStream) if (part.type === 'error') throw part.payload?.error;"
          : "await agent.generate('hello', { maxSteps: 1 });"
      }`,
    };
  }
  return undefined;
}
