import * as anthropic from '@ai-sdk/anthropic';
import * as google from '@ai-sdk/google';
import * as openai from '@ai-sdk/openai';
import { Agent } from '@mastra/core/agent';
import { createTool } from '@mastra/core/tools';
import { MCPClient } from '@mastra/mcp';
import { jsonSchema } from 'ai';
import { MASTRA_PROFILE, mastraGuardProcessor, aiSdkSchemaJson } from '../../../src/guard/index.js';
import { PROVIDERS, type Provider, type ToolDescriptor } from '../../../src/index.js';
import { type CallGuard, withGuarded } from '../../core/guarded.js';
import { mcpLaunch } from '../../../src/frameworks/mcp-launch.js';
import { LANE_NARROWING, mcpLoop, narrowedLoop } from '../../core/narrowing.js';
import { versions } from '../../core/package-version.js';
import { AI_SDK_PROVIDER_PACKAGE, aiSdkModel, type AiSdkProviderModules } from '../../core/targets/ai-sdk.js';
import type { FrameworkTarget, SeamEdit, StepNarrowing, TargetSession } from '../../../src/frameworks/target.js';

type Fetch = typeof globalThis.fetch;
type AgentModel = ConstructorParameters<typeof Agent>[0]['model'];
type AgentTools = Record<string, unknown>;

const providerModules = { openai, anthropic, google } as unknown as AiSdkProviderModules;
const modelFor = (provider: Provider, fetch: Fetch): AgentModel =>
  aiSdkModel(providerModules, provider, fetch) as AgentModel;

interface SeamableTool {
  description?: string;
  /** At processInputStep Mastra holds the schema as an AI SDK Schema: `jsonSchema` returns the same object each read. */
  parameters?: { jsonSchema?: Record<string, unknown> };
}

function schemaOf(name: string, tool: SeamableTool): Record<string, unknown> {
  const schema = tool.parameters?.jsonSchema;
  if (schema === undefined) throw new Error(`a34 seam: Mastra's tool ${name} holds no parameters.jsonSchema`);
  return schema;
}

/** Lets the seam edit the step's tool record in place: each tool's real schema, never a stand-in. */
export function editStepTools(
  tools: Record<string, unknown> | undefined,
  edit: SeamEdit,
): { tools?: Record<string, unknown> } {
  const live = Object.entries(tools ?? {}).map(([name, raw]) => {
    const tool = raw as SeamableTool;
    return {
      name,
      // No stand-in: an edit that cannot reach the real schema would make the seam properties vacuous.
      schema: schemaOf(name, tool),
      setDescription: (d: string) => {
        tool.description = d;
      },
    };
  });
  edit(live);
  return tools === undefined ? {} : { tools };
}

/** extension: an input processor's processInputStep sees the step's tool record before it is converted. */
function seamProcessor(edit: SeamEdit) {
  return {
    id: 'a34-seam',
    processInputStep: ({ tools }: { tools?: Record<string, unknown> }) => editStepTools(tools, edit),
  };
}

/** Runs `fn` with the console's output methods silenced (Mastra prints every processor error); always restores them. */
export async function muted<T>(fn: () => Promise<T>): Promise<T> {
  const saved = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  const quiet = (): void => {};
  Object.assign(console, { log: quiet, info: quiet, warn: quiet, error: quiet });
  try {
    return await fn();
  } finally {
    Object.assign(console, saved);
  }
}

/**
 * One Mastra agent per call on `tools` (JSON Schema or zod `createTool`s), with the seam's and the guard's
 * processors when given, and the guard's fetch: the one Mastra session of both lanes' hand-built targets.
 */
export function session(
  provider: Provider,
  tools: AgentTools,
  close: () => Promise<void>,
  guard: CallGuard | undefined,
  names?: Record<string, string>,
  steps = 1,
  stream = false,
  narrowing?: readonly StepNarrowing[],
): TargetSession {
  return {
    ...(names === undefined ? {} : { names: () => names }),
    async call(captured, seam) {
      const g = guard?.next(names);
      // The guard's processor runs last, after the seam's.
      const inputProcessors = [
        ...(seam === undefined ? [] : [seamProcessor(seam.edit)]),
        ...(g === undefined
          ? []
          : [mastraGuardProcessor(g, { toJsonSchema: aiSdkSchemaJson, ...(names === undefined ? {} : { names }) })]),
      ];
      const processors = inputProcessors.length === 0 ? {} : { inputProcessors };
      const agent = new Agent({
        id: 'a34',
        name: 'a34',
        instructions: 'answer',
        model: modelFor(provider, g === undefined ? captured : g.fetch(captured)),
        tools: tools as never,
        ...(processors as object),
      });
      // Per-step narrowing as Mastra documents it: prepareStep returns the step's activeTools (only in a loop).
      const toolNames = Object.keys(tools);
      const prepareStep =
        narrowing === undefined || steps < 2
          ? {}
          : {
              prepareStep: ({ stepNumber }: { stepNumber: number }) => ({
                activeTools: [...(narrowing[stepNumber] ?? ((all) => all))(toolNames)],
              }),
            };
      const settings = { maxSteps: steps, modelSettings: { maxOutputTokens: 64 }, ...prepareStep };
      // agent.stream's fullStream reports a failure as an `error` chunk, never a throw: rethrown so it is loud.
      const drained = async () => {
        const output = await agent.stream('hello', settings);
        for await (const part of output.fullStream as AsyncIterable<{ type: string; payload?: { error?: unknown } }>)
          if (part.type === 'error') throw part.payload?.error ?? new Error('a34: Mastra stream error');
      };
      const generate = async (): Promise<void> => {
        if (stream) await drained();
        else await agent.generate('hello', settings);
      };
      // Mastra's workflows print every processor error, schema and all: a guarded call's refusal is expected.
      await (g === undefined ? generate() : muted(generate));
    },
    close,
  };
}

/** `createTool({ id, description, inputSchema })`, keyed by name as Mastra agents take them; JSON Schema unless told. */
export const mastraTools = (
  tools: readonly ToolDescriptor[],
  inputSchema: (t: ToolDescriptor) => unknown = (t) => jsonSchema(t.inputSchema),
): AgentTools =>
  Object.fromEntries(
    tools.map((t) => [
      t.name,
      createTool({
        id: t.name,
        description: t.description,
        inputSchema: inputSchema(t) as never,
        execute: async () => 'ok',
      }),
    ]),
  );

const here = import.meta.url;
/** Mastra: `createTool` and `@mastra/mcp`'s MCPClient, with AI SDK 7 provider models. */
export const mastraTargets: FrameworkTarget[] = PROVIDERS.flatMap((provider): FrameworkTarget[] => {
  const version = versions(here, ['@mastra/core', AI_SDK_PROVIDER_PACKAGE[provider]]);
  return [
    ...withGuarded(
      {
        id: `mastra.${provider}`,
        framework: 'Mastra',
        version,
        provider,
        via: 'tools',
        seams: ['extension'],
        streams: true,
        ...narrowedLoop(provider),
      },
      async (tools, options, guard) =>
        session(
          provider,
          mastraTools(tools),
          async () => {},
          guard,
          undefined,
          options.steps ?? 1,
          options.stream === true,
          LANE_NARROWING,
        ),
      [MASTRA_PROFILE],
    ),
    ...withGuarded(
      {
        id: `mastra.mcp.${provider}`,
        framework: 'Mastra',
        version: `${version} + @mastra/mcp@${versions(here, ['@mastra/mcp']).split('@').pop() ?? ''}`,
        provider,
        via: 'mcp',
        // Loops run on one provider: the MCP client's list does not depend on it, and each loop case costs two steps.
        ...mcpLoop(provider),
      },
      async (tools, options, guard) => {
        const launch = mcpLaunch(tools, options.pageSize, options.changedTo);
        const client = new MCPClient({
          id: `a34-${Date.now()}-${Math.random()}`,
          servers: { a34: { command: launch.command, args: launch.args, env: launch.env } },
        });
        const close = async (): Promise<void> => {
          await client.disconnect();
          launch.cleanup();
        };
        try {
          // Mastra documents its MCP naming `<server>_<tool>`: that is its declared name table.
          const listed = [...tools, ...(options.changedTo ?? [])];
          const names = Object.fromEntries(listed.map((t) => [`a34_${t.name}`, t.name]));
          return session(provider, (await client.listTools()) as AgentTools, close, guard, names, options.steps ?? 1);
        } catch (error) {
          await close();
          throw error;
        }
      },
      [MASTRA_PROFILE],
    ),
  ];
});
