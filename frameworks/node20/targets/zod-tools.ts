// Imported here, not in core: zod and each framework resolve from this lane's own node_modules.
import { tool as agentsTool } from '@openai/agents';
import { tool as langchainTool, type StructuredToolInterface } from '@langchain/core/tools';
import * as anthropic from '@ai-sdk/anthropic';
import * as google from '@ai-sdk/google';
import * as mcp from '@ai-sdk/mcp';
import * as stdio from '@ai-sdk/mcp/mcp-stdio';
import * as openai from '@ai-sdk/openai';
import * as ai from 'ai';
import { z } from 'zod';
import { PROVIDERS, type ToolDescriptor } from '../../../src/index.js';
import type { FrameworkTarget } from '../../../src/frameworks/target.js';
import { zodFromJsonSchema } from '../../../src/frameworks/zod-schema.js';
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

/** Zod-built tools on the Node 20 lane: ai 6, the Agents SDK and LangChain, each with the zod it resolves. */
export const zodNode20Targets: FrameworkTarget[] = [
  ...aiSdkZodTargets(modules, z, here),
  ...AGENTS_PROVIDERS.map(
    (provider): FrameworkTarget => ({
      id: `openai-agents.zod.${provider}`,
      framework: 'OpenAI Agents SDK',
      version: versions(here, ['@openai/agents', '@openai/agents-openai', 'zod']),
      provider,
      ...ZOD_TARGET,
      open: async (tools, options = {}) =>
        agentsSession(
          provider,
          agentsTools(tools),
          [],
          async () => {},
          undefined,
          1,
          undefined,
          options.stream === true,
        ),
    }),
  ),
  ...PROVIDERS.map(
    (provider): FrameworkTarget => ({
      id: `langchain.zod.${provider}`,
      framework: 'LangChain',
      version: versions(here, ['langchain', '@langchain/core', LANGCHAIN_PKG[provider], 'zod']),
      provider,
      ...ZOD_TARGET,
      open: async (tools, options = {}) =>
        langchainSession(
          provider,
          langchainTools(tools),
          async () => {},
          undefined,
          undefined,
          options.stream === true,
        ),
    }),
  ),
];
