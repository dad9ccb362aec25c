// Your agent as `a34-verify check` sees it: the OpenAI Agents SDK. Written by `a34-verify init --framework openai-agents`.
// Run: npx a34-verify check            (reads this file; the guide: node_modules/a34-verify/docs/check-your-agent.md)
// The places marked YOURS are where your own code goes; as written, a small working example runs.
import {
  Agent,
  MCPServerStdio,
  type Model,
  type ModelRequest,
  OpenAIResponsesModel,
  run,
  setTracingDisabled,
  tool,
} from '@openai/agents';
import OpenAI from 'openai';
import { type AgentCall, defineTarget, type ToolDescriptor } from 'a34-verify/targets';

// Tracing would send spans over the network after each run; check runs offline.
setTracingDisabled(true);

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

// YOURS (2): how your code turns a tool into an Agents SDK tool. check builds every generated tool through it too.
const buildTool = (t: ToolDescriptor) =>
  tool({
    name: t.name,
    description: t.description,
    parameters: t.inputSchema as never,
    strict: false,
    execute: async () => 'ok',
  });

// YOURS (3): your model wrapper (the Agents SDK's middleware). `seam.edit` is check's probe; keep it, replace the rest.
function myMiddleware(model: Model, seam: AgentCall['seam']): Model {
  const before = (request: ModelRequest): ModelRequest => {
    seam?.edit(
      request.tools.flatMap((t) =>
        t.type === 'function'
          ? [
              {
                name: t.name,
                schema: t.parameters as Record<string, unknown>,
                setDescription: (d: string) => {
                  (t as { description: string }).description = d;
                },
              },
            ]
          : [],
      ),
    );
    return request;
  };
  return {
    getResponse: (request) => model.getResponse(before(request)),
    getStreamedResponse: (request) => model.getStreamedResponse(before(request)),
  };
}

// YOURS (4): your model and provider settings. Keep `fetch`: every request must go through check's fetch.
const myModel = (fetch: typeof globalThis.fetch): Model =>
  new OpenAIResponsesModel(new OpenAI({ apiKey: 'a34-no-network', fetch, maxRetries: 0 }) as never, 'gpt-4o');

export default defineTarget({
  name: 'my-agents-sdk-agent',
  provider: 'openai-responses', // OpenAIChatCompletionsModel talks to openai-chat instead
  framework: 'OpenAI Agents SDK',
  via: ['tools', 'mcp'],
  seams: ['pre_dispatch'], // the model wrapper sees the serialized request just before the provider call
  ownTools: MY_TOOLS,
  // profiles: [...], // rewrites you accept on purpose, from 'a34-verify/guard' (defineProfile)
  async agent({ tools, mcp }) {
    // YOURS (5): your MCP server. Under check, `mcp` is a34-verify's stdio server serving the case's tools;
    // in production this is your own server's command.
    const server =
      mcp === undefined
        ? undefined
        : new MCPServerStdio({ name: 'docs', command: mcp.command, args: [...mcp.args], env: { ...mcp.env } });
    await server?.connect();
    const built = tools.map(buildTool);
    return {
      call: ({ fetch, seam }) =>
        run(
          new Agent({
            name: 'assistant',
            instructions: 'Answer briefly.',
            model: myMiddleware(myModel(fetch), seam),
            tools: built,
            mcpServers: server === undefined ? [] : [server],
          }),
          'hello',
          { maxTurns: 1 },
        ),
      close: async () => server?.close(),
    };
  },
});
