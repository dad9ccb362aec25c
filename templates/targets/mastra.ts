// Your agent as `a34-verify check` sees it: Mastra. Written by `a34-verify init --framework mastra` (Node 22).
// Run: npx a34-verify check            (reads this file; the guide: node_modules/a34-verify/docs/check-your-agent.md)
// The places marked YOURS are where your own code goes; as written, a small working example runs.
import { createOpenAI } from '@ai-sdk/openai';
import { Agent } from '@mastra/core/agent';
import { createTool } from '@mastra/core/tools';
import { MCPClient } from '@mastra/mcp';
import { jsonSchema } from 'ai';
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

// YOURS (2): how your code turns a tool into a Mastra tool. check builds every generated tool through it too.
const buildTool = (t: ToolDescriptor) =>
  createTool({
    id: t.name,
    description: t.description,
    inputSchema: jsonSchema(t.inputSchema) as never,
    execute: async () => 'ok',
  });

// YOURS (3): your input processor (Mastra's middleware). `seam.edit` is check's probe; keep it, replace the rest.
const myProcessor = (seam: AgentCall['seam']) => ({
  id: 'my-processor',
  processInputStep: ({ tools }: { tools?: Record<string, unknown> }) => {
    seam?.edit(
      Object.entries(tools ?? {}).map(([name, raw]) => {
        const t = raw as { description?: string; inputSchema?: { jsonSchema?: Record<string, unknown> } };
        return {
          name,
          schema: t.inputSchema?.jsonSchema ?? {},
          setDescription: (d: string) => {
            t.description = d;
          },
        };
      }),
    );
    return tools === undefined ? {} : { tools };
  },
});

type AgentModel = ConstructorParameters<typeof Agent>[0]['model'];

// YOURS (4): your model and provider settings. Keep `fetch`: every request must go through check's fetch.
const myModel = (fetch: typeof globalThis.fetch) => createOpenAI({ apiKey: 'a34-no-network', fetch }).chat('gpt-4o');

export default defineTarget({
  name: 'my-mastra-agent',
  provider: 'openai-chat', // the API myModel talks to: openai-chat, openai-responses, anthropic or gemini
  framework: 'Mastra',
  via: ['tools', 'mcp'],
  seams: ['extension'], // processInputStep runs before Mastra converts the step's tools
  ownTools: MY_TOOLS,
  // profiles: [...], // rewrites you accept on purpose, from 'a34-verify/guard' (defineProfile)
  async agent({ tools, mcp }) {
    // YOURS (5): your MCP servers. Under check, `mcp` is a34-verify's stdio server serving the case's tools;
    // in production this is your own server's command.
    const client =
      mcp === undefined
        ? undefined
        : new MCPClient({
            id: `docs-${Date.now()}-${Math.random()}`,
            servers: { docs: { command: mcp.command, args: [...mcp.args], env: { ...mcp.env } } },
          });
    const listed = ((await client?.listTools()) ?? {}) as Record<string, unknown>;
    const built = { ...Object.fromEntries(tools.map((t) => [t.name, buildTool(t)])), ...listed };
    // Mastra names an MCP tool `<server>_<tool>`, as it documents: that is its declared name table.
    const names = Object.fromEntries(Object.keys(listed).map((wire) => [wire, wire.replace(/^docs_/, '')]));
    return {
      names: () => names,
      call: ({ fetch, seam }) =>
        new Agent({
          id: 'assistant',
          name: 'assistant',
          instructions: 'Answer briefly.',
          // Mastra 1.71's model type wants a stream-shaped doGenerate that AI SDK 7 models lack; it runs as is.
          model: myModel(fetch) as unknown as AgentModel,
          tools: built as never,
          inputProcessors: [myProcessor(seam)],
        }).generate('hello', { maxSteps: 1 }),
      close: async () => client?.disconnect(),
    };
  },
});
