import { ChatAnthropic } from '@langchain/anthropic';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { createAgent, createMiddleware } from 'langchain';
import { createToolGuard, type GuardRejection, langchainGuardMiddleware, type ToolDescriptor } from 'a34-verify/guard';

/**
 * One turn with LangChain's createAgent: `admitted` is what the tools' owners approved for this turn, `tools` the
 * LangChain tools built for it. The guard is the innermost wrapModelCall and the Anthropic client's fetch.
 */
export async function answer(
  admitted: readonly ToolDescriptor[],
  tools: StructuredToolInterface[],
  prompt: string,
  settle: (rejection: GuardRejection) => void,
  fetch: typeof globalThis.fetch = globalThis.fetch,
) {
  const guard = createToolGuard({ tools: admitted, onRejected: settle });
  const model = new ChatAnthropic({
    model: 'claude-sonnet-4-5',
    apiKey: process.env['ANTHROPIC_API_KEY'] ?? '',
    maxRetries: 0,
    clientOptions: { fetch: guard.fetch(fetch) },
  });
  // Listed last, the guard's wrapModelCall is the innermost: it sees what every other middleware did.
  const agent = createAgent({ model, tools, middleware: [createMiddleware(langchainGuardMiddleware(guard))] });
  return agent.invoke({ messages: [{ role: 'user', content: prompt }] });
}
