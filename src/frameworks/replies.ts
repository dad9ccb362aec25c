import type { Provider } from '../reference/wire/encoder.js';

/** Minimal successful non-streaming replies, one per provider, that each framework's parser accepts. */
export const JSON_REPLIES: Record<Provider, unknown> = {
  'openai-chat': {
    id: 'chatcmpl-a34',
    object: 'chat.completion',
    created: 1,
    model: 'gpt-a34',
    choices: [
      { index: 0, message: { role: 'assistant', content: 'ok', refusal: null }, logprobs: null, finish_reason: 'stop' },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  },
  'openai-responses': {
    id: 'resp_a34',
    object: 'response',
    created_at: 1,
    status: 'completed',
    model: 'gpt-a34',
    error: null,
    incomplete_details: null,
    output: [
      {
        type: 'message',
        id: 'msg_a34',
        status: 'completed',
        role: 'assistant',
        content: [{ type: 'output_text', text: 'ok', annotations: [] }],
      },
    ],
    usage: {
      input_tokens: 1,
      output_tokens: 1,
      total_tokens: 2,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens_details: { reasoning_tokens: 0 },
    },
  },
  anthropic: {
    id: 'msg_a34',
    type: 'message',
    role: 'assistant',
    model: 'claude-a34',
    content: [{ type: 'text', text: 'ok' }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 1, output_tokens: 1 },
  },
  gemini: {
    candidates: [{ content: { role: 'model', parts: [{ text: 'ok' }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
    modelVersion: 'gemini-a34',
  },
};

/** Server-sent events: each `[event name or null, data]` as one event. */
export const sse = (events: readonly (readonly [string | null, unknown])[]): string =>
  events
    .map(([event, data]) => `${event === null ? '' : `event: ${event}\n`}data: ${JSON.stringify(data)}\n\n`)
    .join('');

const responsesDone = JSON_REPLIES['openai-responses'] as Record<string, unknown>;
const message = {
  type: 'message',
  id: 'msg_a34',
  status: 'completed',
  role: 'assistant',
  content: [{ type: 'output_text', text: 'ok', annotations: [] }],
};

/** One Anthropic message streamed as a single content block: its start, one delta, and the stop reason. */
export function anthropicStream(id: string, block: object, delta: object, stopReason: string): string {
  return sse([
    [
      'message_start',
      {
        type: 'message_start',
        message: {
          id,
          type: 'message',
          role: 'assistant',
          model: 'claude-a34',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 1, output_tokens: 0 },
        },
      },
    ],
    ['content_block_start', { type: 'content_block_start', index: 0, content_block: block }],
    ['content_block_delta', { type: 'content_block_delta', index: 0, delta }],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    [
      'message_delta',
      { type: 'message_delta', delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 1 } },
    ],
    ['message_stop', { type: 'message_stop' }],
  ]);
}

/** The same replies as server-sent events, for frameworks that stream. */
export const SSE_REPLIES: Record<Provider, string> = {
  'openai-chat': `${sse([
    [
      null,
      {
        id: 'chatcmpl-a34',
        object: 'chat.completion.chunk',
        created: 1,
        model: 'gpt-a34',
        choices: [{ index: 0, delta: { role: 'assistant', content: 'ok' }, finish_reason: null }],
      },
    ],
    [
      null,
      {
        id: 'chatcmpl-a34',
        object: 'chat.completion.chunk',
        created: 1,
        model: 'gpt-a34',
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      },
    ],
  ])}data: [DONE]\n\n`,
  'openai-responses': sse([
    [
      'response.created',
      {
        type: 'response.created',
        sequence_number: 0,
        response: { ...responsesDone, status: 'in_progress', output: [] },
      },
    ],
    [
      'response.output_item.added',
      {
        type: 'response.output_item.added',
        sequence_number: 1,
        output_index: 0,
        item: { ...message, status: 'in_progress', content: [] },
      },
    ],
    [
      'response.content_part.added',
      {
        type: 'response.content_part.added',
        sequence_number: 2,
        item_id: 'msg_a34',
        output_index: 0,
        content_index: 0,
        part: { type: 'output_text', text: '', annotations: [] },
      },
    ],
    [
      'response.output_text.delta',
      {
        type: 'response.output_text.delta',
        sequence_number: 3,
        item_id: 'msg_a34',
        output_index: 0,
        content_index: 0,
        delta: 'ok',
        logprobs: [],
      },
    ],
    [
      'response.output_text.done',
      {
        type: 'response.output_text.done',
        sequence_number: 4,
        item_id: 'msg_a34',
        output_index: 0,
        content_index: 0,
        text: 'ok',
        logprobs: [],
      },
    ],
    [
      'response.content_part.done',
      {
        type: 'response.content_part.done',
        sequence_number: 5,
        item_id: 'msg_a34',
        output_index: 0,
        content_index: 0,
        part: { type: 'output_text', text: 'ok', annotations: [] },
      },
    ],
    [
      'response.output_item.done',
      { type: 'response.output_item.done', sequence_number: 6, output_index: 0, item: message },
    ],
    ['response.completed', { type: 'response.completed', sequence_number: 7, response: responsesDone }],
  ]),
  anthropic: anthropicStream('msg_a34', { type: 'text', text: '' }, { type: 'text_delta', text: 'ok' }, 'end_turn'),
  gemini: sse([[null, JSON_REPLIES.gemini]]),
};
