import {
  Agent,
  MCPServerStdio,
  OpenAIChatCompletionsModel,
  run,
  setTracingDisabled,
  type MCPToolFilterCallable,
  type Model,
} from '@openai/agents';
import OpenAI from 'openai';
import { guardAgentsModel, isolateAgentsModel } from '../../../src/guard/index.js';
import type { ToolDescriptor } from '../../../src/index.js';
import { type CallGuard, withGuarded } from '../../core/guarded.js';
import { withGlobalFetch } from '../../core/global-fetch.js';
import { mcpLaunch } from '../../../src/frameworks/mcp-launch.js';
import { versions } from '../../core/package-version.js';
import type { FrameworkTarget, SessionOptions, TargetSession } from '../../../src/frameworks/target.js';
import { LANE_NARROWING, LOOP_PROVIDER } from '../../core/narrowing.js';
import { counted } from './openai-agents.js';

// Tracing would export spans over the network after each run.
setTracingDisabled(true);

/** The turns begun so far in this call: the SDK lists (and filters) a turn's MCP tools before that turn's model call. */
interface Turns {
  turn: number;
}

/**
 * Per-turn narrowing of MCP tools as the Agents SDK offers it: a callable `toolFilter`, asked for every listed
 * tool each turn (the list is not cached), keeps the names the lane declares for that turn.
 */
const turnFilter =
  (names: readonly string[], turns: Turns): MCPToolFilterCallable =>
  async (_context, tool) =>
    (LANE_NARROWING[turns.turn] ?? ((all) => all))(names).includes(tool.name);

async function filteredSession(
  tools: readonly ToolDescriptor[],
  options: SessionOptions,
  guard: CallGuard | undefined,
): Promise<TargetSession> {
  const turns: Turns = { turn: 0 };
  const launch = mcpLaunch(tools, options.pageSize, options.changedTo);
  const server = new MCPServerStdio({
    name: 'a34',
    command: launch.command,
    args: launch.args,
    env: launch.env,
    toolFilter: turnFilter(
      tools.map((t) => t.name),
      turns,
    ),
  });
  await server.connect();
  return {
    async call(captured) {
      turns.turn = 0;
      const g = guard?.next();
      await withGlobalFetch(g === undefined ? captured : g.fetch(captured), async () => {
        // The agents' own openai client is created inside withGlobalFetch, so it captures the injected fetch.
        const client = new OpenAI({ apiKey: 'a34-no-network', maxRetries: 0, fetch: globalThis.fetch }) as never;
        const base: Model = new OpenAIChatCompletionsModel(client, 'gpt-4o');
        const model = g === undefined ? base : isolateAgentsModel(guardAgentsModel(g, base));
        const agent = new Agent({
          name: 'a34',
          instructions: 'answer',
          model: counted(model, turns),
          mcpServers: [server],
        });
        await run(agent, 'hello', { maxTurns: options.steps ?? 1 });
      });
    },
    close: async () => {
      await server.close();
      launch.cleanup();
    },
  };
}

/**
 * `openai-agents.mcp-filtered.openai-chat`: `MCPServerStdio` with a callable `toolFilter` narrowing each turn's
 * MCP tools, loop-narrowing only (its list is `openai-agents.mcp.openai-chat`'s, checked by mcp-fidelity there).
 */
export const openaiAgentsMcpFilteredTargets: FrameworkTarget[] = withGuarded(
  {
    id: `openai-agents.mcp-filtered.${LOOP_PROVIDER}`,
    framework: 'OpenAI Agents SDK',
    version: `${versions(import.meta.url, ['@openai/agents', '@openai/agents-openai'])} + MCPServerStdio toolFilter`,
    provider: LOOP_PROVIDER,
    via: 'mcp',
    maxSteps: LANE_NARROWING.length,
    narrowing: LANE_NARROWING,
    only: ['loop-narrowing'],
  },
  filteredSession,
);
