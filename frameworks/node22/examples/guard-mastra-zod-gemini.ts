import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { Agent } from '@mastra/core/agent';
import type { InputProcessorOrWorkflow } from '@mastra/core/processors';
import { createTool } from '@mastra/core/tools';
import {
  aiSdkSchemaJson,
  createToolGuard,
  type GuardRejection,
  MASTRA_PROFILE,
  MASTRA_ZOD_ON_GEMINI,
  mastraGuardProcessor,
  type ToolDescriptor,
  ZOD_DRAFT_07,
} from 'a34-verify/guard';
import { z } from 'zod';

const weather = z.object({ city: z.string().min(1), days: z.int().min(1).max(7).optional() });

/** The tool as you admit it: zod's own rendering, as plain data. */
export const admitted: ToolDescriptor[] = [
  {
    name: 'get_weather',
    description: 'Current weather for a city',
    inputSchema: structuredClone(z.toJSONSchema(weather)) as ToolDescriptor['inputSchema'],
  },
];

/** One turn with a Mastra agent on Gemini whose tools are built with zod. */
export async function answer(
  prompt: string,
  settle: (rejection: GuardRejection) => void,
  inputProcessors: InputProcessorOrWorkflow[] = [],
  fetch: typeof globalThis.fetch = globalThis.fetch,
) {
  const guard = createToolGuard({
    tools: admitted,
    provider: 'gemini',
    // Mastra's rewrites, zod's draft-07 rendering, and (zod tools only) the dropped additionalProperties: false.
    profiles: [MASTRA_PROFILE, ZOD_DRAFT_07, MASTRA_ZOD_ON_GEMINI],
    onRejected: settle,
  });
  const google = createGoogleGenerativeAI({ apiKey: process.env['GEMINI_API_KEY'] ?? '', fetch: guard.fetch(fetch) });
  const agent = new Agent({
    id: 'assistant',
    name: 'assistant',
    instructions: 'Answer briefly.',
    model: google('gemini-2.5-flash') as never,
    tools: {
      get_weather: createTool({
        id: 'get_weather',
        description: 'Current weather for a city',
        inputSchema: weather,
        execute: async ({ city }) => `Sunny in ${city}`,
      }),
    },
    // Last in the list: it sees what every other processor did to the step's tools.
    inputProcessors: [...inputProcessors, mastraGuardProcessor(guard, { toJsonSchema: aiSdkSchemaJson })],
  });
  return agent.generate(prompt, { maxSteps: 1 });
}
