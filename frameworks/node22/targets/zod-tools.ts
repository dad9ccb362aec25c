// Imported here, not in core: zod and each framework resolve from this lane's own node_modules.
import * as anthropic from '@ai-sdk/anthropic';
import * as google from '@ai-sdk/google';
import * as mcp from '@ai-sdk/mcp';
import * as stdio from '@ai-sdk/mcp/mcp-stdio';
import * as openai from '@ai-sdk/openai';
import { Agent } from '@mastra/core/agent';
import * as ai from 'ai';
import { z } from 'zod';
import { PROVIDERS, type Provider, type ToolDescriptor } from '../../../src/index.js';
import type { FrameworkTarget, TargetSession } from '../../../src/frameworks/target.js';
import { zodFromJsonSchema } from '../../../src/frameworks/zod-schema.js';
import { versions } from '../../core/package-version.js';
import { AI_SDK_PROVIDER_PACKAGE, aiSdkModel, type AiSdkModules } from '../../core/targets/ai-sdk.js';
import { ZOD_TARGET, aiSdkZodTargets } from '../../core/targets/zod-ai-sdk.js';
import { mastraTools } from './mastra.js';

const here = import.meta.url;
const modules = { ai, openai, anthropic, google, mcp, stdio } as unknown as AiSdkModules;
type AgentModel = ConstructorParameters<typeof Agent>[0]['model'];

/** `createTool({ id, description, inputSchema: z.object(...) })`, keyed by name, as Mastra's docs show it. */
const mastraZodTools = (tools: readonly ToolDescriptor[]): Record<string, unknown> =>
  mastraTools(tools, (t) => zodFromJsonSchema(z, t.inputSchema));

/** One Mastra agent per call, as the hand-built target makes it (no guard, no seam, one step). */
const mastraSession = (provider: Provider, tools: Record<string, unknown>, stream: boolean): TargetSession => ({
  async call(captured) {
    const agent = new Agent({
      id: 'a34',
      name: 'a34',
      instructions: 'answer',
      model: aiSdkModel(modules, provider, captured) as AgentModel,
      tools: tools as never,
    });
    const settings = { maxSteps: 1, modelSettings: { maxOutputTokens: 64 } };
    if (!stream) {
      await agent.generate('hello', settings);
      return;
    }
    // fullStream reports a failure as an `error` chunk, never a throw: rethrown so it is loud.
    const output = await agent.stream('hello', settings);
    for await (const part of output.fullStream as AsyncIterable<{ type: string; payload?: { error?: unknown } }>)
      if (part.type === 'error') throw part.payload?.error ?? new Error('a34: Mastra stream error');
  },
  close: async () => {},
});

/** Zod-built tools on the Node 22 lane: ai 7 and Mastra, each with the zod it resolves. */
export const zodNode22Targets: FrameworkTarget[] = [
  ...aiSdkZodTargets(modules, z, here),
  ...PROVIDERS.map(
    (provider): FrameworkTarget => ({
      id: `mastra.zod.${provider}`,
      framework: 'Mastra',
      version: versions(here, ['@mastra/core', AI_SDK_PROVIDER_PACKAGE[provider], 'zod']),
      provider,
      ...ZOD_TARGET,
      open: async (tools, options = {}) => mastraSession(provider, mastraZodTools(tools), options.stream === true),
    }),
  ),
];
