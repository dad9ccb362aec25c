import { Agent, OpenAIResponsesModel, run, tool } from '@openai/agents';
import {
  createToolGuard,
  type GuardRejection,
  guardAgentsModel,
  isolateAgentsModel,
  type ToolDescriptor,
} from 'a34-verify/guard';
import OpenAI from 'openai';

/** One turn with the OpenAI Agents SDK: the guard wraps the Model (early check) and the client's fetch (final). */
export async function answer(
  admitted: readonly ToolDescriptor[],
  prompt: string,
  settle: (rejection: GuardRejection) => void,
  fetch: typeof globalThis.fetch = globalThis.fetch,
) {
  const guard = createToolGuard({ tools: admitted, onRejected: settle });
  const client = new OpenAI({ apiKey: process.env['OPENAI_API_KEY'] ?? '', fetch: guard.fetch(fetch), maxRetries: 0 });
  const agent = new Agent({
    name: 'assistant',
    instructions: 'Answer briefly.',
    // Your own Model wrappers go between the two: isolation outermost (they get copies of the schemas, never
    // your objects), the guard innermost (it sees what they did to the tools).
    model: isolateAgentsModel(guardAgentsModel(guard, new OpenAIResponsesModel(client as never, 'gpt-4o'))),
    tools: admitted.map((t) =>
      tool({
        name: t.name,
        description: t.description,
        parameters: t.inputSchema as never,
        strict: false,
        execute: async () => 'ok',
      }),
    ),
  });
  return run(agent, prompt, { maxTurns: 1 });
}
