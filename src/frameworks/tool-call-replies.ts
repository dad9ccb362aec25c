import type { Provider } from '../reference/wire/encoder.js';
import { anthropicStream, JSON_REPLIES, sse } from './replies.js';

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

/**
 * The same request for one call of `name`, streamed as each provider streams a tool call (the call's arguments in
 * a delta of their own): the first turns of a streaming agent loop.
 */
export function toolCallStream(provider: Provider, name: string, turn = 0): string {
  const id = turn === 0 ? 'a34' : `a34_${turn}`;
  switch (provider) {
    case 'openai-chat': {
      const chunk = (delta: object, finish: string | null, usage?: object) =>
        [
          null,
          {
            id: `chatcmpl-${id}`,
            object: 'chat.completion.chunk',
            created: 1,
            model: 'gpt-a34',
            choices: [{ index: 0, delta, finish_reason: finish }],
            ...(usage === undefined ? {} : { usage }),
          },
        ] as const;
      return `${sse([
        chunk(
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ index: 0, id: `call_${id}`, type: 'function', function: { name, arguments: '' } }],
          },
          null,
        ),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '{}' } }] }, null),
        chunk({}, 'tool_calls', { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 }),
      ])}data: [DONE]\n\n`;
    }
    case 'openai-responses': {
      const done = toolCallReply(provider, name, turn) as { output: [{ id: string; call_id: string }] };
      const item = done.output[0];
      const event = (type: string, n: number, data: object) => [type, { type, sequence_number: n, ...data }] as const;
      return sse([
        event('response.created', 0, { response: { ...done, status: 'in_progress', output: [] } }),
        event('response.output_item.added', 1, {
          output_index: 0,
          item: { ...item, arguments: '', status: 'in_progress' },
        }),
        event('response.function_call_arguments.delta', 2, { item_id: item.id, output_index: 0, delta: '{}' }),
        event('response.function_call_arguments.done', 3, { item_id: item.id, output_index: 0, arguments: '{}' }),
        event('response.output_item.done', 4, { output_index: 0, item }),
        event('response.completed', 5, { response: done }),
      ]);
    }
    case 'anthropic':
      return anthropicStream(
        `msg_${id}`,
        { type: 'tool_use', id: `toolu_${id}`, name, input: {} },
        { type: 'input_json_delta', partial_json: '{}' },
        'tool_use',
      );
    case 'gemini':
      return sse([[null, toolCallReply(provider, name, turn)]]);
  }
}
