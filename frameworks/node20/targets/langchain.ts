import { ChatAnthropic } from '@langchain/anthropic';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { tool, type StructuredToolInterface } from '@langchain/core/tools';
import { ChatGoogleGenerativeAI } from '@langchain/google-genai';
import { MultiServerMCPClient } from '@langchain/mcp-adapters';
import { ChatOpenAI } from '@langchain/openai';
import { createAgent, createMiddleware } from 'langchain';
import {
  langchainGuardMiddleware,
  langchainIsolateMiddleware,
  type SchemaConverter,
} from '../../../src/guard/index.js';
import { PROVIDERS, type Provider, type ToolDescriptor } from '../../../src/index.js';
import { type CallGuard, withGuarded } from '../../core/guarded.js';
import { withGlobalFetch } from '../../core/global-fetch.js';
import { mcpLaunch } from '../../../src/frameworks/mcp-launch.js';
import { versions } from '../../core/package-version.js';
import type { FrameworkTarget, SeamEdit, StepNarrowing, TargetSession } from '../../../src/frameworks/target.js';
import { LANE_NARROWING, mcpLoop, narrowedLoop } from '../../core/narrowing.js';

type Fetch = typeof globalThis.fetch;
const KEY = 'a34-no-network';

function chatModel(provider: Provider, fetch: Fetch): BaseChatModel {
  switch (provider) {
    case 'openai-chat':
      return new ChatOpenAI({ model: 'gpt-4o', apiKey: KEY, maxRetries: 0, configuration: { fetch } });
    case 'openai-responses':
      return new ChatOpenAI({
        model: 'gpt-4o',
        apiKey: KEY,
        maxRetries: 0,
        useResponsesApi: true,
        configuration: { fetch },
      });
    case 'anthropic':
      return new ChatAnthropic({ model: 'claude-a34', apiKey: KEY, maxRetries: 0, clientOptions: { fetch } });
    // @google/generative-ai takes no fetch option; the call runs under withGlobalFetch.
    case 'gemini':
      return new ChatGoogleGenerativeAI({ model: 'gemini-2.5-flash', apiKey: KEY, maxRetries: 0 });
  }
}

interface SeamableTool {
  name: string;
  description: string;
  schema: unknown;
}

/** pre_dispatch: the innermost wrapModelCall middleware sees the request's tools right before the model call. */
const seamMiddleware = (edit: SeamEdit) =>
  createMiddleware({
    name: 'a34-seam',
    wrapModelCall: (request, handler) => {
      edit(
        (request.tools as unknown as SeamableTool[]).map((t) => ({
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

/** Per-step narrowing as LangChain documents dynamic tools: a `wrapModelCall` that filters `request.tools`. */
const narrowMiddleware = (narrowing: readonly StepNarrowing[], names: readonly string[]) => {
  let step = 0;
  return createMiddleware({
    name: 'a34-narrow',
    wrapModelCall: (request, handler) => {
      const active = (narrowing[step++] ?? ((all) => all))(names);
      // The same tool objects, filtered: the agent refuses a request whose tools are copies.
      return handler({ ...request, tools: request.tools.filter((t) => active.includes(String(t.name))) });
    },
  });
};

/**
 * LangChain 1.x agents: `createAgent({ model, tools, middleware })`; it loops while the model calls tools.
 * `toJsonSchema`: the guard's converter for tools whose schema is zod (`@langchain/core/utils/json_schema`).
 */
export function session(
  provider: Provider,
  tools: StructuredToolInterface[],
  close: () => Promise<void>,
  guard: CallGuard | undefined,
  narrowing?: readonly StepNarrowing[],
  stream = false,
  toJsonSchema?: SchemaConverter,
): TargetSession {
  return {
    async call(captured, seam) {
      const g = guard?.next();
      const fetch = g === undefined ? captured : g.fetch(captured);
      await withGlobalFetch(fetch, async () => {
        // The guard is listed last: the innermost wrapModelCall, so it sees the seam's edit. The isolation
        // piece is first: the outermost, so every later hook edits the tools' lent schema copies.
        const agent = createAgent({
          model: chatModel(provider, fetch),
          tools,
          middleware: [
            ...(g === undefined ? [] : [createMiddleware(langchainIsolateMiddleware())]),
            ...(narrowing === undefined
              ? []
              : [
                  narrowMiddleware(
                    narrowing,
                    tools.map((t) => t.name),
                  ),
                ]),
            ...(seam === undefined ? [] : [seamMiddleware(seam.edit)]),
            ...(g === undefined
              ? []
              : [createMiddleware(langchainGuardMiddleware(g, toJsonSchema === undefined ? {} : { toJsonSchema }))]),
          ],
        });
        const input = { messages: [{ role: 'user', content: 'hello' }] };
        if (!stream) {
          await agent.invoke(input);
          return;
        }
        // streamMode 'messages' makes the model call stream its tokens; every chunk read to the end.
        for await (const _ of await agent.stream(input, { streamMode: 'messages' }));
      });
    },
    close,
  };
}

/** `tool(fn, { name, description, schema: <JSON Schema> })`, as LangChain users write tools without zod. */
const handTools = (tools: readonly ToolDescriptor[]): StructuredToolInterface[] =>
  tools.map(
    (t) =>
      tool(async () => 'ok', {
        name: t.name,
        description: t.description,
        schema: t.inputSchema as never,
      }) as unknown as StructuredToolInterface,
  );

const here = import.meta.url;
const MODEL_PKG = {
  'openai-chat': '@langchain/openai',
  'openai-responses': '@langchain/openai',
  anthropic: '@langchain/anthropic',
  gemini: '@langchain/google-genai',
} as const;

/** LangChain: hand-built tools and `@langchain/mcp-adapters`, run by `createAgent` on each provider's chat model. */
export const langchainTargets: FrameworkTarget[] = PROVIDERS.flatMap((provider): FrameworkTarget[] => {
  const version = versions(here, ['langchain', '@langchain/core', MODEL_PKG[provider]]);
  return [
    ...withGuarded(
      {
        id: `langchain.${provider}`,
        framework: 'LangChain',
        version,
        provider,
        via: 'tools',
        seams: ['pre_dispatch'],
        streams: true,
        ...narrowedLoop(provider),
      },
      async (tools, options, guard) =>
        session(
          provider,
          handTools(tools),
          async () => {},
          guard,
          (options.steps ?? 1) > 1 ? LANE_NARROWING : undefined,
          options.stream === true,
        ),
    ),
    ...withGuarded(
      {
        id: `langchain.mcp.${provider}`,
        framework: 'LangChain',
        version: `${version} + @langchain/mcp-adapters@${versions(here, ['@langchain/mcp-adapters']).split('@').pop() ?? ''}`,
        provider,
        via: 'mcp',
        // createAgent loops while the model calls tools; loops run on one provider (the MCP client's list does not depend on it).
        ...mcpLoop(provider),
      },
      async (tools, options, guard) => {
        const launch = mcpLaunch(tools, options.pageSize, options.changedTo);
        const client = new MultiServerMCPClient({
          mcpServers: { a34: { transport: 'stdio', command: launch.command, args: launch.args, env: launch.env } },
          useStandardContentBlocks: true,
        });
        const close = async (): Promise<void> => {
          await client.close();
          launch.cleanup();
        };
        try {
          return session(provider, (await client.getTools()) as unknown as StructuredToolInterface[], close, guard);
        } catch (error) {
          await close();
          throw error;
        }
      },
    ),
  ];
});
