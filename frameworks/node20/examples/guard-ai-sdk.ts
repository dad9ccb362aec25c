import { createOpenAI } from '@ai-sdk/openai';
import { generateText, jsonSchema, type LanguageModelMiddleware, type ToolSet, tool, wrapLanguageModel } from 'ai';
import {
  aiSdkGuardMiddleware,
  aiSdkIsolateMiddleware,
  createToolGuard,
  type GuardRejection,
  type ToolDescriptor,
} from 'a34-verify/guard';

/** One turn with the AI SDK (ai 6): the guard checks at the middleware seam and again at the provider's fetch. */
export async function answer(
  admitted: readonly ToolDescriptor[],
  prompt: string,
  settle: (rejection: GuardRejection) => void,
  middleware: LanguageModelMiddleware[] = [],
  fetch: typeof globalThis.fetch = globalThis.fetch,
) {
  const guard = createToolGuard({ tools: admitted, onRejected: settle });
  const openai = createOpenAI({ apiKey: process.env['OPENAI_API_KEY'] ?? '', fetch: guard.fetch(fetch) });
  const model = wrapLanguageModel({
    model: openai.chat('gpt-4o'),
    // Isolation first: your middleware get their own copies of the schemas, never your objects.
    // The guard last: the innermost middleware, so it sees what every other one did to the tools.
    middleware: [aiSdkIsolateMiddleware(), ...middleware, aiSdkGuardMiddleware(guard)],
  });
  const tools = Object.fromEntries(
    admitted.map((t) => [t.name, tool({ description: t.description, inputSchema: jsonSchema(t.inputSchema) })]),
  ) as ToolSet;
  return generateText({ model, tools, prompt, maxRetries: 0 });
}
