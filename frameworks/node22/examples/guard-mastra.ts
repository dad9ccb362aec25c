import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { Agent } from '@mastra/core/agent';
import type { InputProcessorOrWorkflow } from '@mastra/core/processors';
import { createTool } from '@mastra/core/tools';
import { jsonSchema } from 'ai';
import {
  aiSdkSchemaJson,
  createToolGuard,
  GEMINI_OPENAPI_SUBSET,
  type GuardRejection,
  MASTRA_PROFILE,
  mastraGuardProcessor,
  type ToolDescriptor,
} from 'a34-verify/guard';

/** One turn with a Mastra agent on Gemini: the guard is the last input processor and the model's fetch. */
export async function answer(
  admitted: readonly ToolDescriptor[],
  prompt: string,
  settle: (rejection: GuardRejection) => void,
  inputProcessors: InputProcessorOrWorkflow[] = [],
  fetch: typeof globalThis.fetch = globalThis.fetch,
) {
  // Mastra rewrites schemas before its processors run: declare its rewrites, and the provider they are judged for.
  const guard = createToolGuard({
    tools: admitted,
    provider: 'gemini',
    profiles: [GEMINI_OPENAPI_SUBSET, MASTRA_PROFILE],
    onRejected: settle,
  });
  const google = createGoogleGenerativeAI({ apiKey: process.env['GEMINI_API_KEY'] ?? '', fetch: guard.fetch(fetch) });
  const agent = new Agent({
    id: 'assistant',
    name: 'assistant',
    instructions: 'Answer briefly.',
    // Mastra 1.71 types its models against an older LanguageModelV4; the runtime takes @ai-sdk/google 4's.
    model: google('gemini-2.5-flash') as never,
    tools: Object.fromEntries(
      admitted.map((t) => [
        t.name,
        createTool({
          id: t.name,
          description: t.description,
          inputSchema: jsonSchema(t.inputSchema) as never,
          execute: async () => 'ok',
        }),
      ]),
    ),
    // Last in the list: it sees what every other processor did to the step's tools.
    inputProcessors: [...inputProcessors, mastraGuardProcessor(guard, { toJsonSchema: aiSdkSchemaJson })],
  });
  return agent.generate(prompt, { maxSteps: 1 });
}
