// Your agent as `a34-verify check` sees it: the Vercel AI SDK. Written by `a34-verify init --framework ai-sdk`.
// Run: npx a34-verify check            (reads this file; the guide: node_modules/a34-verify/docs/check-your-agent.md)
// The places marked YOURS are where your own code goes; as written, a small working example runs.
import { createOpenAI } from '@ai-sdk/openai';
import { createMCPClient } from '@ai-sdk/mcp';
import { Experimental_StdioMCPTransport } from '@ai-sdk/mcp/mcp-stdio';
import { generateText, jsonSchema, type LanguageModelMiddleware, tool, type ToolSet, wrapLanguageModel } from 'ai';
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

// YOURS (2): how your code turns a tool into an AI SDK tool. check builds every generated tool through it too.
const buildTool = (t: ToolDescriptor) =>
  tool({ description: t.description, inputSchema: jsonSchema(t.inputSchema), execute: async () => 'ok' });

// YOURS (3): your middleware. `seam.edit` is check's probe of this seam; keep that line, replace the rest.
const myMiddleware = (seam: AgentCall['seam']): LanguageModelMiddleware => ({
  specificationVersion: 'v3',
  transformParams: async ({ params }) => {
    seam?.edit(
      (params.tools ?? []).flatMap((t) =>
        t.type === 'function'
          ? [
              {
                name: t.name,
                schema: t.inputSchema as Record<string, unknown>,
                setDescription: (d: string) => {
                  t.description = d;
                },
              },
            ]
          : [],
      ),
    );
    return params;
  },
});

// YOURS (4): your model and provider settings. Keep `fetch`: every request must go through check's fetch.
const myModel = (fetch: typeof globalThis.fetch) => createOpenAI({ apiKey: 'a34-no-network', fetch }).chat('gpt-4o');

export default defineTarget({
  name: 'my-ai-sdk-agent',
  provider: 'openai-chat', // the API myModel talks to: openai-chat, openai-responses, anthropic or gemini
  framework: 'Vercel AI SDK',
  via: ['tools', 'mcp'],
  seams: ['pre_dispatch'], // transformParams runs just before the provider call
  ownTools: MY_TOOLS,
  // profiles: [GEMINI_OPENAPI_SUBSET], // rewrites you accept on purpose, from 'a34-verify/guard'
  async agent({ tools, mcp }) {
    // YOURS (5): your MCP client. Under check, `mcp` is a34-verify's stdio server serving the case's tools;
    // in production this is your own server's command.
    const client =
      mcp === undefined
        ? undefined
        : await createMCPClient({
            transport: new Experimental_StdioMCPTransport({
              command: mcp.command,
              args: [...mcp.args],
              env: { ...mcp.env },
            }),
          });
    const toolSet: ToolSet = {
      ...Object.fromEntries(tools.map((t) => [t.name, buildTool(t)])),
      ...((await client?.tools()) as ToolSet | undefined),
    };
    return {
      call: ({ fetch, seam }) =>
        generateText({
          model: wrapLanguageModel({ model: myModel(fetch), middleware: myMiddleware(seam) }),
          tools: toolSet,
          prompt: 'hello',
          maxRetries: 0,
        }),
      close: async () => client?.close(),
    };
  },
});
