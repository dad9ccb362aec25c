import { createOpenAI } from '@ai-sdk/openai';
import { generateText, jsonSchema, type LanguageModelMiddleware, type ToolSet, tool, wrapLanguageModel } from 'ai';
import {
  aiSdkGuardMiddleware,
  aiSdkIsolateMiddleware,
  aiSdkToolOrder,
  createToolGuard,
  type GuardRejection,
  type ToolDescriptor,
} from 'a34-verify/guard';

/** One turn with ai 7 and a partial `toolOrder`: the guard admits the tools in the order ai sends them. */
export async function answer(
  admitted: readonly ToolDescriptor[],
  toolOrder: readonly string[],
  prompt: string,
  settle: (rejection: GuardRejection) => void,
  middleware: LanguageModelMiddleware[] = [],
  fetch: typeof globalThis.fetch = globalThis.fetch,
) {
  // ai sends the listed tools first, then the others sorted by name: that order is the guard's baseline.
  const guard = createToolGuard({ tools: aiSdkToolOrder(admitted, toolOrder), onRejected: settle });
  const openai = createOpenAI({ apiKey: process.env['OPENAI_API_KEY'] ?? '', fetch: guard.fetch(fetch) });
  const model = wrapLanguageModel({
    model: openai.chat('gpt-4o'),
    middleware: [aiSdkIsolateMiddleware('v4'), ...middleware, aiSdkGuardMiddleware(guard, 'v4')],
  });
  const tools = Object.fromEntries(
    admitted.map((t) => [t.name, tool({ description: t.description, inputSchema: jsonSchema(t.inputSchema) })]),
  ) as ToolSet;
  return generateText({ model, tools, toolOrder, prompt, maxRetries: 0 });
}
