import type { Provider } from '../reference/wire/encoder.js';
import { JSON_REPLIES } from './replies.js';

/**
 * A provider's non-streaming reply asking for one call of `name` with empty arguments: the first turn of
 * an agent loop, so that the framework runs the tool and sends a second request (the one the loop checks).
 */
export function toolCallReply(provider: Provider, name: string, turn = 0): unknown {
  // Each turn's reply and call get their own ids: LangChain's message state replaces a message whose id repeats.
  const id = turn === 0 ? 'a34' : `a34_${turn}`;
  switch (provider) {
    case 'openai-chat': {
      const base = JSON_REPLIES['openai-chat'] as { choices: unknown[] };
      return {
        ...base,
        id: `chatcmpl-${id}`,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: null,
              refusal: null,
              tool_calls: [{ id: `call_${id}`, type: 'function', function: { name, arguments: '{}' } }],
            },
            logprobs: null,
            finish_reason: 'tool_calls',
          },
        ],
      };
    }
    case 'openai-responses':
      return {
        ...(JSON_REPLIES['openai-responses'] as object),
        id: `resp_${id}`,
        output: [
          { type: 'function_call', id: `fc_${id}`, call_id: `call_${id}`, name, arguments: '{}', status: 'completed' },
        ],
      };
    case 'anthropic':
      return {
        ...(JSON_REPLIES.anthropic as object),
        id: `msg_${id}`,
        content: [{ type: 'tool_use', id: `toolu_${id}`, name, input: {} }],
        stop_reason: 'tool_use',
      };
    case 'gemini':
      return {
        ...(JSON_REPLIES.gemini as object),
        candidates: [
          { content: { role: 'model', parts: [{ functionCall: { name, args: {} } }] }, finishReason: 'STOP', index: 0 },
        ],
      };
  }
}
