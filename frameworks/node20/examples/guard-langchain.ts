import { ChatAnthropic } from '@langchain/anthropic';
import type { StructuredToolInterface } from '@langchain/core/tools';
import { createAgent, createMiddleware } from 'langchain';
import {
  createToolGuard,
  type GuardRejection,
  langchainGuardMiddleware,
  langchainIsolateMiddleware,
  type ToolDescriptor,
} from 'a34-verify/guard';

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
  const agent = createAgent({
    model,
    tools,
    middleware: [
      // Isolation first: while the model call runs, your middleware edit copies of the schemas, never your objects.
      createMiddleware(langchainIsolateMiddleware()),
      // Your own middleware go here.
      // The guard last: the innermost wrapModelCall, so it sees what every other middleware did.
      createMiddleware(langchainGuardMiddleware(guard)),
    ],
  });
  return agent.invoke({ messages: [{ role: 'user', content: prompt }] });
}
