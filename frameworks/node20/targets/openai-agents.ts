import {
  Agent,
  MCPServerStdio,
  OpenAIChatCompletionsModel,
  OpenAIResponsesModel,
  run,
  setTracingDisabled,
  tool,
  type Model,
  type ModelRequest,
} from '@openai/agents';
import OpenAI from 'openai';
import { guardAgentsModel, isolateAgentsModel } from '../../../src/guard/index.js';
import type { Provider, ToolDescriptor } from '../../../src/index.js';
import { type CallGuard, withGuarded } from '../../core/guarded.js';
import { withGlobalFetch } from '../../core/global-fetch.js';
import { mcpLaunch } from '../../../src/frameworks/mcp-launch.js';
import { versions } from '../../core/package-version.js';
import type {
  FrameworkTarget,
  SeamEdit,
  SessionOptions,
  StepNarrowing,
  TargetSession,
} from '../../../src/frameworks/target.js';
import { LANE_NARROWING, LOOP_PROVIDER, mcpLoop, narrowedLoop } from '../../core/narrowing.js';

// Tracing would export spans over the network after each run.
setTracingDisabled(true);

export type AgentsProvider = 'openai-responses' | 'openai-chat';
type AgentTools = ConstructorParameters<typeof Agent>[0]['tools'];

function baseModel(provider: AgentsProvider): Model {
  // The agents' own openai client is created inside withGlobalFetch, so it captures the injected fetch.
  const client = new OpenAI({ apiKey: 'a34-no-network', maxRetries: 0, fetch: globalThis.fetch }) as never;
  return provider === 'openai-responses'
    ? new OpenAIResponsesModel(client, 'gpt-4o')
    : new OpenAIChatCompletionsModel(client, 'gpt-4o');
}

/** pre_dispatch: a Model wrapper sees the request's serialized tools right before the provider call. */
function withSeam(model: Model, edit: SeamEdit): Model {
  const seam = (request: ModelRequest): ModelRequest => {
    edit(
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
    getResponse: (request) => model.getResponse(seam(request)),
    getStreamedResponse: (request) => model.getStreamedResponse(seam(request)),
  };
}

/** Per-turn narrowing as the Agents SDK offers it: each tool's `isEnabled`, read against the turn a model wrapper counts. */
interface TurnNarrowing {
  readonly narrowing: readonly StepNarrowing[];
  readonly names: readonly string[];
  turn: number;
}

/** Counts model calls: what a turn reads (`isEnabled`, an MCP `toolFilter`) is read before that turn's call. */
export const counted = (model: Model, loop: { turn: number }): Model => ({
  getResponse: (request) => {
    loop.turn++;
    return model.getResponse(request);
  },
  getStreamedResponse: (request) => {
    loop.turn++;
    return model.getStreamedResponse(request);
  },
});

export function session(
  provider: AgentsProvider,
  tools: AgentTools,
  mcpServers: MCPServerStdio[],
  close: () => Promise<void>,
  guard: CallGuard | undefined,
  steps = 1,
  loop?: TurnNarrowing,
  stream = false,
  convertSchemasToStrict = false,
): TargetSession {
  return {
    async call(captured, seam) {
      if (loop !== undefined) loop.turn = 0;
      const g = guard?.next();
      await withGlobalFetch(g === undefined ? captured : g.fetch(captured), async () => {
        // The guard wraps the provider's model: innermost, so it sees the seam's edit. Isolation is outermost.
        const inner = g === undefined ? baseModel(provider) : guardAgentsModel(g, baseModel(provider));
        const seamed = seam === undefined ? inner : withSeam(inner, seam.edit);
        const isolated = g === undefined ? seamed : isolateAgentsModel(seamed);
        const model = loop === undefined ? isolated : counted(isolated, loop);
        const agent = new Agent({
          name: 'a34',
          instructions: 'answer',
          model,
          tools: tools ?? [],
          mcpServers,
          ...(convertSchemasToStrict ? { mcpConfig: { convertSchemasToStrict: true } } : {}),
        });
        if (!stream) {
          await run(agent, 'hello', { maxTurns: steps });
          return;
        }
        // The streamed run: every event read, then `completed`; a failed run leaves its error on the result.
        const result = await run(agent, 'hello', { maxTurns: steps, stream: true });
        for await (const _ of result);
        await result.completed;
        if (result.error !== null && result.error !== undefined) throw result.error;
      });
    },
    close,
  };
}

/**
 * `tool({ name, description, parameters: <JSON Schema>, strict: false })`, as the docs show for non-zod schemas;
 * `strictDefault` leaves `strict` out, so the SDK's default (true) rewrites each schema for OpenAI's strict mode.
 */
const handTools = (tools: readonly ToolDescriptor[], loop?: TurnNarrowing, strictDefault = false): AgentTools =>
  tools.map((t) =>
    tool({
      name: t.name,
      description: t.description,
      parameters: t.inputSchema as never,
      ...(strictDefault ? {} : { strict: false }),
      execute: async () => 'ok',
      ...(loop === undefined
        ? {}
        : { isEnabled: () => (loop.narrowing[loop.turn] ?? ((all) => all))(loop.names).includes(t.name) }),
    }),
  );

/** `MCPServerStdio` on our server, connected once per session; `cacheToolsList` as the Agents SDK documents it. */
async function mcpSession(
  provider: AgentsProvider,
  tools: readonly ToolDescriptor[],
  options: SessionOptions,
  guard: CallGuard | undefined,
  cacheToolsList: boolean,
  convertSchemasToStrict = false,
): Promise<TargetSession> {
  const launch = mcpLaunch(tools, options.pageSize, options.changedTo);
  const server = new MCPServerStdio({
    name: 'a34',
    command: launch.command,
    args: launch.args,
    env: launch.env,
    cacheToolsList,
  });
  await server.connect();
  const close = async (): Promise<void> => {
    await server.close();
    launch.cleanup();
  };
  return session(provider, [], [server], close, guard, options.steps ?? 1, undefined, false, convertSchemasToStrict);
}

const here = import.meta.url;
const VERSION = versions(here, ['@openai/agents', '@openai/agents-openai']);
const PROVIDERS: readonly AgentsProvider[] = ['openai-responses', 'openai-chat'];

/** OpenAI Agents SDK: `tool()` and `MCPServerStdio`, over Responses and Chat Completions. */
export const openaiAgentsTargets: FrameworkTarget[] = PROVIDERS.flatMap(
  (provider: Provider & AgentsProvider): FrameworkTarget[] => [
    ...withGuarded(
      {
        id: `openai-agents.${provider}`,
        framework: 'OpenAI Agents SDK',
        version: VERSION,
        provider,
        via: 'tools',
        seams: ['pre_dispatch'],
        streams: true,
        ...narrowedLoop(provider),
      },
      async (tools, options, guard) => {
        const steps = options.steps ?? 1;
        const loop = steps > 1 ? { narrowing: LANE_NARROWING, names: tools.map((t) => t.name), turn: 0 } : undefined;
        return session(
          provider,
          handTools(tools, loop),
          [],
          async () => {},
          guard,
          steps,
          loop,
          options.stream === true,
        );
      },
    ),
    // `tool()` as most users call it: `strict` left at its default.
    {
      id: `openai-agents.strict.${provider}`,
      framework: 'OpenAI Agents SDK',
      version: VERSION,
      provider,
      via: 'tools',
      open: async (tools) => session(provider, handTools(tools, undefined, true), [], async () => {}, undefined, 1),
    },
    ...withGuarded(
      {
        id: `openai-agents.mcp.${provider}`,
        framework: 'OpenAI Agents SDK',
        version: VERSION,
        provider,
        via: 'mcp',
        ...mcpLoop(provider),
      },
      (tools, options, guard) => mcpSession(provider, tools, options, guard, false),
    ),
    // `mcpConfig: { convertSchemasToStrict: true }`: the SDK's documented option to send MCP tools in strict mode.
    {
      id: `openai-agents.mcp-strict.${provider}`,
      framework: 'OpenAI Agents SDK',
      version: VERSION,
      provider,
      via: 'mcp' as const,
      only: ['mcp-fidelity'],
      open: (tools: readonly ToolDescriptor[], options: SessionOptions = {}) =>
        mcpSession(provider, tools, options, undefined, false, true),
    },
    // The documented cache (`cacheToolsList: true`) exists for list_changed only: the rest is the variant above.
    ...(provider === LOOP_PROVIDER
      ? [
          {
            id: `openai-agents.mcp-cached.${provider}`,
            framework: 'OpenAI Agents SDK',
            version: VERSION,
            provider,
            via: 'mcp' as const,
            maxSteps: 2,
            only: ['mcp-list-changed'],
            open: (tools: readonly ToolDescriptor[], options: SessionOptions = {}) =>
              mcpSession(provider, tools, options, undefined, true),
          },
        ]
      : []),
  ],
);
