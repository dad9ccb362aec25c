import { encoders, type Provider, type ToolDescriptor } from '../../src/index.js';
import { connectMcp } from '../core/mcp-client.js';
import { LANE_NARROWING } from '../core/narrowing.js';
import type { FrameworkTarget, SessionOptions, TargetSession } from '../../src/frameworks/target.js';
import { type CallGuard, callGuard, withGuarded } from '../core/guarded.js';

const URL_OF: Record<Provider, string> = {
  'openai-chat': 'https://api.openai.com/v1/chat/completions',
  'openai-responses': 'https://api.openai.com/v1/responses',
  anthropic: 'https://api.anthropic.com/v1/messages',
  gemini: 'https://generativelanguage.googleapis.com/v1beta/models/g:generateContent',
};
type Fetch = typeof globalThis.fetch;

/** Sends one step's list, streaming or not; true when the canned reply asks for a tool call (the loop goes on). */
async function step(
  fetch: Fetch,
  provider: Provider,
  tools: readonly ToolDescriptor[],
  stream = false,
): Promise<boolean> {
  const wire = encoders[provider].encode(tools);
  const gemini = provider === 'gemini';
  const url =
    stream && gemini ? URL_OF.gemini.replace(':generateContent', ':streamGenerateContent?alt=sse') : URL_OF[provider];
  const response = await fetch(url, {
    method: 'POST',
    body: JSON.stringify({ model: 'm', ...wire.body, ...(stream && !gemini ? { stream: true } : {}) }),
  });
  return /"(tool_calls|function_call|tool_use|functionCall)"/.test(await response.text());
}

/** How a fake applies a step's declared narrowing: faithfully, or one faulty way. */
export type NarrowingFault = 'filter' | 'stub' | 'reorder' | 'ignore';
/** How a fake streams its loop when asked to: faithfully, ignoring the narrowing, or with plain requests. */
export type StreamingFault = 'faithful' | 'ignore' | 'plain';

function narrowed(tools: readonly ToolDescriptor[], declared: readonly string[], fault: NarrowingFault) {
  switch (fault) {
    case 'filter':
      return tools.filter((t) => declared.includes(t.name));
    // "Disables" an inactive tool by rewriting it into a stub instead of leaving it out.
    case 'stub':
      return tools.map((t) =>
        declared.includes(t.name) ? t : { ...t, description: '(inactive)', inputSchema: { type: 'object' } },
      );
    // Sends the active tools in the declared order, not the admitted one.
    case 'reorder':
      return declared.flatMap((name) => tools.filter((t) => t.name === name));
    case 'ignore':
      return [...tools];
  }
}

/** A looping fake on the core encoders that declares the lane's narrowing and applies it as `fault` says. */
export function fakeNarrowingTarget(
  id: string,
  provider: Provider,
  fault: NarrowingFault,
  streaming: StreamingFault = 'faithful',
): FrameworkTarget {
  return {
    ...loopingFake(id, provider),
    open: (tools, options) => openLoop(provider, fault, streaming, tools, options),
  };
}

const loopingFake = (id: string, provider: Provider) =>
  ({
    id,
    framework: 'fake',
    version: '0',
    provider,
    via: 'tools',
    maxSteps: LANE_NARROWING.length,
    narrowing: LANE_NARROWING,
    streams: true,
  }) as const;

async function openLoop(
  provider: Provider,
  fault: NarrowingFault,
  streaming: StreamingFault,
  tools: readonly ToolDescriptor[],
  options: SessionOptions = {},
  guard?: CallGuard,
): Promise<TargetSession> {
  const names = tools.map((t) => t.name);
  const stream = options.stream === true;
  // The streaming path is the faulty one: the plain loop of the same target stays faithful.
  const applied = stream && streaming === 'ignore' ? 'ignore' : fault;
  return {
    async call(captured) {
      const g = guard?.next();
      const fetch = g === undefined ? captured : g.fetch(captured);
      for (let i = 0; i < (options.steps ?? 1); i++) {
        const declared = (LANE_NARROWING[i] ?? ((all) => all))(names);
        const sent = narrowed(tools, declared, applied);
        // A binding's early check at the step's seam, then the final check on the fetch.
        g?.check(sent);
        if (!(await step(fetch, provider, sent, stream && streaming !== 'plain'))) return;
      }
    },
    close: async () => {},
  };
}

/**
 * The same fake and its guarded variant. `guardNarrows: false` is a faulty wiring: the guard is never told the
 * step's narrowing, so it refuses every narrowed step of a faithful loop.
 */
export function fakeGuardedNarrowingTargets(
  id: string,
  provider: Provider,
  fault: NarrowingFault,
  guardNarrows = true,
): FrameworkTarget[] {
  const targets = withGuarded(loopingFake(id, provider), (tools, options, guard) =>
    openLoop(provider, fault, 'faithful', tools, options, guard),
  );
  if (guardNarrows) return targets;
  return targets.map((t) =>
    t.guarded === undefined
      ? t
      : {
          ...t,
          async open(tools, options = {}) {
            const guard = callGuard(tools, provider);
            const session = await openLoop(provider, fault, 'faithful', tools, options, guard);
            return { ...session, refusal: guard.refusal };
          },
        },
  );
}

/** A looping MCP fake: re-lists before every step, or (`stale`) keeps the list it read when it opened. */
export function fakeListingTarget(id: string, provider: Provider, stale: boolean): FrameworkTarget {
  return {
    id,
    framework: 'fake',
    version: '0',
    provider,
    via: 'mcp',
    maxSteps: 2,
    async open(tools, options = {}) {
      const mcp = await connectMcp(tools, options.pageSize, options.changedTo);
      const cached = await mcp.listAll();
      const logical = async (): Promise<ToolDescriptor[]> =>
        (stale ? cached : await mcp.listAll()).map((t) => ({
          name: t.name,
          description: t.description ?? '',
          inputSchema: t.inputSchema as ToolDescriptor['inputSchema'],
        }));
      return {
        async call(fetch) {
          for (let i = 0; i < (options.steps ?? 1); i++) {
            const listed = await logical();
            if (!(await step(fetch, provider, listed))) return;
            await mcp.client.callTool({ name: listed[0]?.name ?? '', arguments: {} });
          }
        },
        close: () => mcp.close(),
      };
    },
  };
}
