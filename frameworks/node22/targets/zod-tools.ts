// Imported here, not in core: zod and each framework resolve from this lane's own node_modules.
import * as anthropic from '@ai-sdk/anthropic';
import * as google from '@ai-sdk/google';
import * as mcp from '@ai-sdk/mcp';
import * as stdio from '@ai-sdk/mcp/mcp-stdio';
import * as openai from '@ai-sdk/openai';
import * as ai from 'ai';
import { z } from 'zod';
import { MASTRA_PROFILE, MASTRA_ZOD_ON_GEMINI, ZOD_DRAFT_07 } from '../../../src/guard/index.js';
import { PROVIDERS, type ToolDescriptor } from '../../../src/index.js';
import type { FrameworkTarget } from '../../../src/frameworks/target.js';
import { zodFromJsonSchema } from '../../../src/frameworks/zod-schema.js';
import { withGuarded } from '../../core/guarded.js';
import { versions } from '../../core/package-version.js';
import { AI_SDK_PROVIDER_PACKAGE, type AiSdkModules } from '../../core/targets/ai-sdk.js';
import { ZOD_TARGET, aiSdkZodTargets } from '../../core/targets/zod-ai-sdk.js';
import { mastraTools, session } from './mastra.js';

const here = import.meta.url;
const modules = { ai, openai, anthropic, google, mcp, stdio } as unknown as AiSdkModules;

/** `createTool({ id, description, inputSchema: z.object(...) })`, keyed by name, as Mastra's docs show it. */
const mastraZodTools = (tools: readonly ToolDescriptor[]): Record<string, unknown> =>
  mastraTools(tools, (t) => zodFromJsonSchema(z, t.inputSchema));

/**
 * Zod-built tools on the Node 22 lane: ai 7 and Mastra, each with the zod it resolves, each with its guarded
 * variant. Mastra's is the hand-built target's session (processor + fetch), declaring `MASTRA_PROFILE`,
 * `ZOD_DRAFT_07` (its schema-compat layer converts zod for draft-07) and `MASTRA_ZOD_ON_GEMINI` (on Gemini it drops
 * zod's `additionalProperties: false`, which the zod schema still enforces).
 */
export const zodNode22Targets: FrameworkTarget[] = [
  ...aiSdkZodTargets(modules, z, here),
  ...PROVIDERS.flatMap((provider): FrameworkTarget[] =>
    withGuarded(
      {
        id: `mastra.zod.${provider}`,
        framework: 'Mastra',
        version: versions(here, ['@mastra/core', AI_SDK_PROVIDER_PACKAGE[provider], 'zod']),
        provider,
        ...ZOD_TARGET,
      },
      async (tools, options, guard) =>
        session(provider, mastraZodTools(tools), async () => {}, guard, undefined, 1, options.stream === true),
      [MASTRA_PROFILE, ZOD_DRAFT_07, MASTRA_ZOD_ON_GEMINI],
    ),
  ),
];
