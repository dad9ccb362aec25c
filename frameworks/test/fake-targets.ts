import { compareSurfaces, encoders, type Provider, type ToolDescriptor } from '../../src/index.js';
import { connectMcp } from '../core/mcp-client.js';
import { type CallGuard, withGuarded } from '../core/guarded.js';
import type { FrameworkTarget, SeamTool, TargetSession } from '../../src/frameworks/target.js';
import type { GuardProfile } from '../../src/guard/index.js';

const URL_OF: Record<Provider, string> = {
  'openai-chat': 'https://api.openai.com/v1/chat/completions',
  'openai-responses': 'https://api.openai.com/v1/responses',
  anthropic: 'https://api.anthropic.com/v1/messages',
  gemini: 'https://generativelanguage.googleapis.com/v1beta/models/g:generateContent',
};

/** How a fake differs from the faithful one: each knob is one faulty framework behaviour. */
export interface Fault {
  readonly rewrite?: (tools: ToolDescriptor[]) => ToolDescriptor[];
  /** Hand the seam the caller's own objects instead of copies. */
  readonly alias?: boolean;
  /** Skip the parity check after the seam. */
  readonly unguarded?: boolean;
  /** MCP: read the first page only. */
  readonly firstPageOnly?: boolean;
  /** Guarded: a binding that misreads the seam (every description gets a trailing space): it refuses honest lists. */
  readonly skewedBinding?: boolean;
  /** Guarded: a binding that checks the list before the seam's edit and leaves the fetch unwrapped. */
  readonly earlyBinding?: boolean;
  /** Throws before its seam runs: a call that checks nothing. */
  readonly failsBeforeSeam?: boolean;
  /** Streaming only: a rewrite the streaming path applies and the plain path does not. */
  readonly streamRewrite?: (tools: ToolDescriptor[]) => ToolDescriptor[];
  /** Asked to stream, sends a plain request anyway. */
  readonly neverStreams?: boolean;
  /** Guarded: the streaming call goes out through the raw fetch, past the guard's final check. */
  readonly streamUnwrapped?: boolean;
}

/** The request a streaming call sends: `stream: true` in the body, or Gemini's streaming URL. */
const streamingUrl = (provider: Provider): string =>
  provider === 'gemini'
    ? URL_OF.gemini.replace(':generateContent', ':streamGenerateContent?alt=sse')
    : URL_OF[provider];

/** A seam's view of plain descriptors: the edit writes into them. */
export const seamView = (tools: ToolDescriptor[]): SeamTool[] =>
  tools.map((t) => ({
    name: t.name,
    schema: t.inputSchema as Record<string, unknown>,
    setDescription: (d) => {
      t.description = d;
    },
  }));

function session(
  provider: Provider,
  listed: ToolDescriptor[],
  fault: Fault,
  close: () => Promise<void> = async () => {},
  guard?: CallGuard,
  stream = false,
): TargetSession {
  let names: Record<string, string> = {};
  return {
    async call(captured, seam) {
      // The encoder's declared name table (a name outside the provider's grammar gets a wire alias) goes to the guard.
      const g = guard?.next(encoders[provider].encode(listed).names);
      const unwrapped = fault.earlyBinding === true || (stream && fault.streamUnwrapped === true);
      const fetch = g === undefined || unwrapped ? captured : g.fetch(captured);
      const baseline = structuredClone(listed);
      let outgoing = fault.alias === true ? listed : structuredClone(listed);
      if (fault.earlyBinding === true) g?.check(outgoing);
      if (fault.failsBeforeSeam === true && seam !== undefined) throw new Error('a34 fake: failed before the seam');
      if (seam !== undefined) {
        seam.edit(seamView(outgoing));
        // The guard a faithful runtime has: the list after the seam must equal the baseline.
        if (fault.unguarded !== true && !compareSurfaces(baseline, outgoing as never).equal)
          throw new Error(`a34 fake: the ${seam.stage} seam changed the tools`);
      }
      if (g !== undefined && fault.earlyBinding !== true)
        g.check(
          fault.skewedBinding === true ? outgoing.map((t) => ({ ...t, description: `${t.description} ` })) : outgoing,
        );
      outgoing = fault.rewrite === undefined ? outgoing : fault.rewrite(structuredClone(outgoing));
      if (stream && fault.streamRewrite !== undefined) outgoing = fault.streamRewrite(structuredClone(outgoing));
      const wire = encoders[provider].encode(outgoing);
      names = wire.names;
      const streamed = stream && fault.neverStreams !== true;
      const body = { model: 'm', ...wire.body, ...(streamed && provider !== 'gemini' ? { stream: true } : {}) };
      const response = await fetch(streamed ? streamingUrl(provider) : URL_OF[provider], {
        method: 'POST',
        body: JSON.stringify(body),
      });
      // Drained to its end, as a streaming target drains its framework's stream.
      await response.text();
    },
    names: () => names,
    close,
  };
}

/** A target built on the core encoders: faithful unless `fault` says otherwise. */
export function fakeTarget(id: string, provider: Provider, fault: Fault = {}): FrameworkTarget {
  return {
    id,
    framework: 'fake',
    version: '0',
    provider,
    via: 'tools',
    seams: ['pre_dispatch'],
    streams: true,
    open: async (tools, options = {}) =>
      session(provider, tools as ToolDescriptor[], fault, undefined, undefined, options.stream === true),
  };
}

/**
 * A fake and its guarded variant (`<id>.guarded`), the guard checking at the seam and wrapping the fetch;
 * `zod`: a zod-built fake whose guarded variant declares `profiles`, as the zod framework targets do.
 */
export function fakeGuardedTargets(
  id: string,
  provider: Provider,
  fault: Fault = {},
  zod?: { readonly profiles: readonly GuardProfile[] },
): FrameworkTarget[] {
  return withGuarded(
    {
      id,
      framework: 'fake',
      version: '0',
      provider,
      via: 'tools',
      seams: ['pre_dispatch'],
      streams: true,
      ...(zod === undefined ? {} : { schemas: 'zod' as const }),
    },
    async (tools, options, guard) =>
      session(provider, structuredClone(tools) as ToolDescriptor[], fault, undefined, guard, options.stream === true),
    zod?.profiles ?? [],
  );
}

/** The same behind our stdio MCP server, listed through the MCP SDK client. */
export function fakeMcpTarget(id: string, provider: Provider, fault: Fault = {}): FrameworkTarget {
  return {
    id,
    framework: 'fake',
    version: '0',
    provider,
    via: 'mcp',
    async open(tools, options = {}) {
      const mcp = await connectMcp(tools, options.pageSize);
      const listed = fault.firstPageOnly === true ? (await mcp.client.listTools()).tools : await mcp.listAll();
      const logical = listed.map((t) => ({
        name: t.name,
        description: t.description ?? '',
        inputSchema: t.inputSchema as ToolDescriptor['inputSchema'],
      }));
      return session(provider, logical, fault, () => mcp.close());
    },
  };
}
