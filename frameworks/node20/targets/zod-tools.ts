// Imported here, not in core: zod and each framework resolve from this lane's own node_modules.
import { tool as agentsTool } from '@openai/agents';
import { tool as langchainTool, type StructuredToolInterface } from '@langchain/core/tools';
import * as anthropic from '@ai-sdk/anthropic';
import * as google from '@ai-sdk/google';
import * as mcp from '@ai-sdk/mcp';
import * as stdio from '@ai-sdk/mcp/mcp-stdio';
import * as openai from '@ai-sdk/openai';
import * as ai from 'ai';
import { toJsonSchema } from '@langchain/core/utils/json_schema';
import { z } from 'zod';
import { ZOD_DRAFT_07 } from '../../../src/guard/index.js';
import { PROVIDERS, type ToolDescriptor } from '../../../src/index.js';
import type { FrameworkTarget } from '../../../src/frameworks/target.js';
import { zodFromJsonSchema } from '../../../src/frameworks/zod-schema.js';
import { withGuarded } from '../../core/guarded.js';
import { versions } from '../../core/package-version.js';
import type { AiSdkModules } from '../../core/targets/ai-sdk.js';
import { ZOD_TARGET, aiSdkZodTargets } from '../../core/targets/zod-ai-sdk.js';
import { session as langchainSession } from './langchain.js';
import { type AgentsProvider, session as agentsSession } from './openai-agents.js';

const here = import.meta.url;
const modules = { ai, openai, anthropic, google, mcp, stdio } as unknown as AiSdkModules;

/** `tool({ name, description, parameters: z.object(...), execute })`, `strict` at its default, as the Agents SDK docs show. */
const agentsTools = (tools: readonly ToolDescriptor[]) =>
  tools.map((t) =>
    agentsTool({
      name: t.name,
      description: t.description,
      parameters: zodFromJsonSchema(z, t.inputSchema) as never,
      execute: async () => 'ok',
    }),
  );

/** `tool(fn, { name, description, schema: z.object(...) })`, as LangChain's docs show it. */
const langchainTools = (tools: readonly ToolDescriptor[]): StructuredToolInterface[] =>
  tools.map(
    (t) =>
      langchainTool(async () => 'ok', {
        name: t.name,
        description: t.description,
        schema: zodFromJsonSchema(z, t.inputSchema) as never,
      }) as unknown as StructuredToolInterface,
  );

const AGENTS_PROVIDERS: readonly AgentsProvider[] = ['openai-responses', 'openai-chat'];
const LANGCHAIN_PKG = {
  'openai-chat': '@langchain/openai',
  'openai-responses': '@langchain/openai',
  anthropic: '@langchain/anthropic',
  gemini: '@langchain/google-genai',
} as const;

/**
 * The converter a zod LangChain user hands the guard: LangChain's own, its result as data (zod 4.2+ hangs a
 * non-enumerable `~standard` on it, which the early check refuses to read). Typed for its own inputs; the guard
 * hands it what the tool holds.
 */
const langchainZodJson = (schema: unknown): unknown =>
  structuredClone(toJsonSchema(schema as Parameters<typeof toJsonSchema>[0]));

/**
 * Zod-built tools on the Node 20 lane: ai 6, the Agents SDK and LangChain, each with the zod it resolves, each
 * with its guarded variant. The Agents SDK converts zod for draft-07 as ai does (`ZOD_DRAFT_07`); LangChain's
 * converter keeps zod's rendering, so its guard declares nothing beyond the provider's and reads zod schemas
 * at the seam with that converter.
 */
export const zodNode20Targets: FrameworkTarget[] = [
  ...aiSdkZodTargets(modules, z, here),
  ...AGENTS_PROVIDERS.flatMap((provider): FrameworkTarget[] =>
    withGuarded(
      {
        id: `openai-agents.zod.${provider}`,
        framework: 'OpenAI Agents SDK',
        version: versions(here, ['@openai/agents', '@openai/agents-openai', 'zod']),
        provider,
        ...ZOD_TARGET,
      },
      async (tools, options, guard) =>
        agentsSession(provider, agentsTools(tools), [], async () => {}, guard, 1, undefined, options.stream === true),
      [ZOD_DRAFT_07],
    ),
  ),
  ...PROVIDERS.flatMap((provider): FrameworkTarget[] =>
    withGuarded(
      {
        id: `langchain.zod.${provider}`,
        framework: 'LangChain',
        version: versions(here, ['langchain', '@langchain/core', LANGCHAIN_PKG[provider], 'zod']),
        provider,
        ...ZOD_TARGET,
      },
      async (tools, options, guard) =>
        langchainSession(
          provider,
          langchainTools(tools),
          async () => {},
          guard,
          undefined,
          options.stream === true,
          langchainZodJson,
        ),
    ),
  ),
];
