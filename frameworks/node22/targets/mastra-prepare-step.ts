import * as anthropic from '@ai-sdk/anthropic';
import * as google from '@ai-sdk/google';
import * as openai from '@ai-sdk/openai';
import { Agent } from '@mastra/core/agent';
import { aiSdkSchemaJson, MASTRA_PROFILE, mastraGuardProcessor } from '../../../src/guard/index.js';
import { PROVIDERS, type Provider, type ToolDescriptor } from '../../../src/index.js';
import { type CallGuard, withGuarded } from '../../core/guarded.js';
import { versions } from '../../core/package-version.js';
import { AI_SDK_PROVIDER_PACKAGE, aiSdkModel, type AiSdkProviderModules } from '../../core/targets/ai-sdk.js';
import type { FrameworkTarget, SeamEdit, TargetSession } from '../../../src/frameworks/target.js';
import { editStepTools, mastraTools, muted } from './mastra.js';

type AgentModel = ConstructorParameters<typeof Agent>[0]['model'];

const providerModules = { openai, anthropic, google } as unknown as AiSdkProviderModules;

/**
 * extension: Mastra runs `prepareStep` as its last input processor (`PrepareStepProcessor`, after every
 * user processor) with the step's tool record, and takes the `tools` it returns as the step's tools.
 */
export function prepareStepEdit(edit: SeamEdit) {
  return ({ tools }: { tools?: Record<string, unknown> }): { tools?: Record<string, unknown> } =>
    editStepTools(tools, edit);
}

function session(provider: Provider, listed: readonly ToolDescriptor[], guard: CallGuard | undefined): TargetSession {
  const tools = mastraTools(listed);
  return {
    async call(captured, seam) {
      const g = guard?.next();
      const agent = new Agent({
        id: 'a34',
        name: 'a34',
        instructions: 'answer',
        model: aiSdkModel(providerModules, provider, g === undefined ? captured : g.fetch(captured)) as AgentModel,
        tools: tools as never,
      });
      // Mastra runs prepareStep after every input processor, so a processor never sees its edit: a guarded user
      // ends their prepareStep with the binding's check of the tools it returns (guard.fetch stays the final check).
      const binding = g === undefined ? undefined : mastraGuardProcessor(g, { toJsonSchema: aiSdkSchemaJson });
      const edit = seam === undefined ? undefined : prepareStepEdit(seam.edit);
      const prepareStep =
        edit === undefined && binding === undefined
          ? undefined
          : (args: { tools?: Record<string, unknown> }) => {
              const result = edit === undefined ? {} : edit(args);
              binding?.processInputStep({ tools: result.tools ?? args.tools } as never);
              return result;
            };
      const settings = {
        maxSteps: 1,
        modelSettings: { maxOutputTokens: 64 },
        ...(prepareStep === undefined ? {} : { prepareStep }),
      };
      const generate = async (): Promise<void> => {
        await agent.generate('hello', settings as never);
      };
      await (g === undefined ? generate() : muted(generate));
    },
    close: async () => {},
  };
}

const here = import.meta.url;

/**
 * Mastra's `prepareStep` seam (`mastra.prepare-step.<provider>`), seam-detected only: its other properties are
 * the hand-built `mastra.<provider>` target's, which sends the same list.
 */
export const mastraPrepareStepTargets: FrameworkTarget[] = PROVIDERS.flatMap((provider) =>
  withGuarded(
    {
      id: `mastra.prepare-step.${provider}`,
      framework: 'Mastra',
      version: versions(here, ['@mastra/core', AI_SDK_PROVIDER_PACKAGE[provider]]),
      provider,
      via: 'tools',
      seams: ['extension'],
      only: ['seam-detected'],
    },
    async (tools, _options, guard) => session(provider, tools, guard),
    [MASTRA_PROFILE],
  ),
);
