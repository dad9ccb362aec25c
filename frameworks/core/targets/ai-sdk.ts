import { aiSdkGuardMiddleware, aiSdkIsolateMiddleware } from '../../../src/guard/index.js';
import { PROVIDERS, type Provider, type ToolDescriptor } from '../../../src/index.js';
import { type CallGuard, withGuarded } from '../guarded.js';
import { packageVersion, versions } from '../package-version.js';
import { mcpLaunch } from '../../../src/frameworks/mcp-launch.js';
import type {
  FrameworkTarget,
  SeamEdit,
  SeamName,
  StepNarrowing,
  TargetSession,
} from '../../../src/frameworks/target.js';
import { LANE_NARROWING, mcpLoop, narrowedLoop } from '../narrowing.js';

type Fetch = typeof globalThis.fetch;
type Model = unknown;
type Factory = (options: { apiKey: string; fetch: Fetch }) => unknown;

/** The AI SDK provider packages of one lane, as namespaces the lane imports (Mastra's models come from them too). */
export interface AiSdkProviderModules {
  readonly openai: { readonly createOpenAI: Factory };
  readonly anthropic: { readonly createAnthropic: Factory };
  readonly google: { readonly createGoogleGenerativeAI: Factory };
}

/** The AI SDK modules of one lane, as namespaces the lane imports, so both lanes share this code (ai 6 and 7 agree). */
export interface AiSdkModules extends AiSdkProviderModules {
  readonly ai: {
    generateText(options: Record<string, unknown>): Promise<unknown>;
    streamText(options: Record<string, unknown>): { fullStream: AsyncIterable<{ type: string; error?: unknown }> };
    tool(options: Record<string, unknown>): unknown;
    jsonSchema(schema: unknown): unknown;
    wrapLanguageModel(options: { model: Model; middleware: Record<string, unknown>[] }): Model;
    stepCountIs(steps: number): unknown;
  };
  readonly mcp: {
    readonly createMCPClient: (options: {
      transport: unknown;
    }) => Promise<{ tools(): Promise<Record<string, unknown>>; close(): Promise<void> }>;
  };
  readonly stdio: {
    readonly Experimental_StdioMCPTransport: new (options: {
      command: string;
      args: string[];
      env: Record<string, string>;
    }) => unknown;
  };
}

const KEY = 'a34-no-network';

/** The provider's language model with our key and capturing fetch, as an AI SDK user builds it. */
export function aiSdkModel(m: AiSdkProviderModules, provider: Provider, fetch: Fetch): Model {
  const options = { apiKey: KEY, fetch };
  switch (provider) {
    case 'openai-chat':
      return (m.openai.createOpenAI(options) as { chat(id: string): Model }).chat('gpt-4o');
    case 'openai-responses':
      return (m.openai.createOpenAI(options) as { responses(id: string): Model }).responses('gpt-4o');
    case 'anthropic':
      return (m.anthropic.createAnthropic(options) as (id: string) => Model)('claude-a34');
    case 'gemini':
      return (m.google.createGoogleGenerativeAI(options) as (id: string) => Model)('gemini-2.5-flash');
  }
}

interface CallTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
}

/** pre_dispatch: a language-model middleware's transformParams sees the provider-neutral tool list. */
function seamMiddleware(edit: SeamEdit): Record<string, unknown> {
  const transformParams = async ({ params }: { params: { tools?: CallTool[] } }) => {
    edit(
      (params.tools ?? []).map((t) => ({
        name: t.name,
        schema: t.inputSchema,
        setDescription: (d: string) => {
          t.description = d;
        },
      })),
    );
    return params;
  };
  return { transformParams };
}

/** A looping session: how many steps a call may take and, on hand-built tools, the narrowing `prepareStep` applies. */
interface Loop {
  readonly steps: number;
  /** `streamText`, its `fullStream` drained, instead of `generateText`. */
  readonly stream?: boolean;
  readonly narrowing?: readonly StepNarrowing[];
}

/** `stopWhen` for the loop's steps and a `prepareStep` that returns each step's declared `activeTools`. */
function loopOptions(m: AiSdkModules, toolSet: Record<string, unknown>, loop: Loop): Record<string, unknown> {
  const narrowing = loop.narrowing;
  const names = Object.keys(toolSet);
  return {
    stopWhen: m.ai.stepCountIs(loop.steps),
    ...(narrowing === undefined
      ? {}
      : {
          prepareStep: ({ stepNumber }: { stepNumber: number }) => ({
            activeTools: (narrowing[stepNumber] ?? ((all) => all))(names),
          }),
        }),
  };
}

export function session(
  m: AiSdkModules,
  provider: Provider,
  toolSet: Record<string, unknown>,
  close: () => Promise<void>,
  guard: CallGuard | undefined,
  loop: Loop = { steps: 1 },
): TargetSession {
  return {
    async call(captured, seam) {
      const g = guard?.next();
      const base = aiSdkModel(m, provider, g === undefined ? captured : g.fetch(captured));
      // Isolation first (later middleware get their own schema copies); the guard last, so it sees the seam's edit.
      const middleware = [
        ...(g === undefined ? [] : [aiSdkIsolateMiddleware() as unknown as Record<string, unknown>]),
        ...(seam === undefined ? [] : [seamMiddleware(seam.edit)]),
        ...(g === undefined ? [] : [aiSdkGuardMiddleware(g) as unknown as Record<string, unknown>]),
      ];
      const model = middleware.length === 0 ? base : m.ai.wrapLanguageModel({ model: base, middleware });
      const options = {
        model,
        tools: toolSet,
        prompt: 'hello',
        maxRetries: 0,
        maxOutputTokens: 64,
        ...(loop.steps > 1 ? loopOptions(m, toolSet, loop) : {}),
      };
      if (loop.stream !== true) {
        await m.ai.generateText(options);
        return;
      }
      // streamText reports a failure as an `error` part, never a throw: rethrown so a failed stream is loud.
      for await (const part of m.ai.streamText(options).fullStream) if (part.type === 'error') throw part.error;
    },
    close,
  };
}

/** A tool set as AI SDK users write it: a record keyed by name, `tool({ description, inputSchema: jsonSchema(s) })`. */
function handTools(m: AiSdkModules, tools: readonly ToolDescriptor[]): Record<string, unknown> {
  // Object.fromEntries keeps `__proto__` an own key, as a user's object literal with computed keys would.
  return Object.fromEntries(
    tools.map((t) => [
      t.name,
      m.ai.tool({ description: t.description, inputSchema: m.ai.jsonSchema(t.inputSchema), execute: async () => 'ok' }),
    ]),
  );
}

/** The provider package a target's version names, beside the framework itself. */
export const AI_SDK_PROVIDER_PACKAGE = {
  'openai-chat': '@ai-sdk/openai',
  'openai-responses': '@ai-sdk/openai',
  anthropic: '@ai-sdk/anthropic',
  gemini: '@ai-sdk/google',
} as const satisfies Record<Provider, string>;
const SEAMS: readonly SeamName[] = ['pre_dispatch'];

/**
 * AI SDK targets of one lane: hand-built tools and `@ai-sdk/mcp`, for each provider. `laneUrl` is the
 * lane file's `import.meta.url`: versions are read from the packages that lane resolves, and the ids carry
 * `ai`'s major version (`ai-sdk-6.gemini`).
 */
export function aiSdkTargets(m: AiSdkModules, laneUrl: string): FrameworkTarget[] {
  const lane = packageVersion(laneUrl, 'ai').split('.')[0] ?? '';
  const version = (provider: Provider): string => versions(laneUrl, ['ai', AI_SDK_PROVIDER_PACKAGE[provider]]);
  return PROVIDERS.flatMap((provider): FrameworkTarget[] => [
    ...withGuarded(
      {
        id: `ai-sdk-${lane}.${provider}`,
        framework: 'Vercel AI SDK',
        version: version(provider),
        provider,
        via: 'tools',
        seams: SEAMS,
        streams: true,
        ...narrowedLoop(provider),
      },
      async (tools, options, guard) =>
        session(m, provider, handTools(m, tools), async () => {}, guard, {
          steps: options.steps ?? 1,
          narrowing: LANE_NARROWING,
          ...(options.stream === true ? { stream: true } : {}),
        }),
    ),
    ...withGuarded(
      {
        id: `ai-sdk-${lane}.mcp.${provider}`,
        framework: 'Vercel AI SDK',
        version: `${version(provider)} + @ai-sdk/mcp`,
        provider,
        via: 'mcp',
        ...mcpLoop(provider),
      },
      async (tools, options, guard) => {
        const launch = mcpLaunch(tools, options.pageSize, options.changedTo);
        const client = await m.mcp.createMCPClient({
          transport: new m.stdio.Experimental_StdioMCPTransport({
            command: launch.command,
            args: launch.args,
            env: launch.env,
          }),
        });
        try {
          return session(
            m,
            provider,
            await client.tools(),
            async () => {
              await client.close();
              launch.cleanup();
            },
            guard,
            { steps: options.steps ?? 1 },
          );
        } catch (error) {
          await client.close();
          launch.cleanup();
          throw error;
        }
      },
    ),
  ]);
}
