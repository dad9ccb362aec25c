// Your agent as `a34-verify check` sees it: LangChain (createAgent). Written by `a34-verify init --framework langchain`.
// Run: npx a34-verify check            (reads this file; the guide: node_modules/a34-verify/docs/check-your-agent.md)
// The places marked YOURS are where your own code goes; as written, a small working example runs.
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { type StructuredToolInterface, tool } from '@langchain/core/tools';
import { MultiServerMCPClient } from '@langchain/mcp-adapters';
import { ChatOpenAI } from '@langchain/openai';
import { createAgent, createMiddleware } from 'langchain';
import { type AgentCall, defineTarget, type ToolDescriptor } from 'a34-verify/targets';

// YOURS (1): the tools your agent ships, as name, description and JSON Schema. check sends them exactly as listed.
const MY_TOOLS: ToolDescriptor[] = [
  {
    name: 'get_weather',
    description: 'Current weather for a city.',
    inputSchema: { type: 'object', properties: { city: { type: 'string', minLength: 1 } }, required: ['city'] },
  },
  {
    name: 'search-docs',
    description: 'Full-text search over the product documentation.',
    inputSchema: {
      type: 'object',
      properties: { query: { type: 'string' }, limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 } },
      required: ['query'],
      additionalProperties: false,
    },
  },
];

// YOURS (2): how your code turns a tool into a LangChain tool. check builds every generated tool through it too.
const buildTool = (t: ToolDescriptor): StructuredToolInterface =>
  tool(async () => 'ok', {
    name: t.name,
    description: t.description,
    schema: t.inputSchema as never,
  }) as unknown as StructuredToolInterface;

// YOURS (3): your middleware. `seam.edit` is check's probe of this seam; keep that line, replace the rest.
const myMiddleware = (seam: AgentCall['seam']) =>
  createMiddleware({
    name: 'my-middleware',
    wrapModelCall: (request, handler) => {
      seam?.edit(
        (request.tools as unknown as { name: string; description: string; schema: unknown }[]).map((t) => ({
          name: t.name,
          schema: t.schema as Record<string, unknown>,
          setDescription: (d: string) => {
            t.description = d;
          },
        })),
      );
      return handler(request);
    },
  });

// YOURS (4): your model and provider settings. Keep `fetch`: every request must go through check's fetch.
const myModel = (fetch: typeof globalThis.fetch): BaseChatModel =>
  new ChatOpenAI({ model: 'gpt-4o', apiKey: 'a34-no-network', maxRetries: 0, configuration: { fetch } });

export default defineTarget({
  name: 'my-langchain-agent',
  provider: 'openai-chat', // useResponsesApi: true talks to openai-responses instead
  framework: 'LangChain',
  via: ['tools', 'mcp'],
  seams: ['pre_dispatch'], // the innermost wrapModelCall sees the request just before the model call
  ownTools: MY_TOOLS,
  // profiles: [...], // rewrites you accept on purpose, from 'a34-verify/guard' (defineProfile)
  async agent({ tools, mcp }) {
    // YOURS (5): your MCP servers. Under check, `mcp` is a34-verify's stdio server serving the case's tools;
    // in production this is your own server's command.
    const client =
      mcp === undefined
        ? undefined
        : new MultiServerMCPClient({
            mcpServers: {
              docs: { transport: 'stdio', command: mcp.command, args: [...mcp.args], env: { ...mcp.env } },
            },
            useStandardContentBlocks: true,
          });
    const built = [...tools.map(buildTool), ...(((await client?.getTools()) ?? []) as StructuredToolInterface[])];
    return {
      call: ({ fetch, seam }) =>
        createAgent({ model: myModel(fetch), tools: built, middleware: [myMiddleware(seam)] }).invoke({
          messages: [{ role: 'user', content: 'hello' }],
        }),
      close: async () => client?.close(),
    };
  },
});
