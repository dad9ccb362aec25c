import { defineEncoder, field, readTool, WireDecodeError } from './codec.js';

/** OpenAI Responses API: `tools: [{ type: 'function', name, description, parameters }]` (flat, unlike Chat Completions). */
export const openaiResponsesEncoder = defineEncoder({
  provider: 'openai-responses',
  namePattern: /^[a-zA-Z0-9_-]{1,64}$/,
  // `strict` is omitted on purpose: in strict mode the provider would reinterpret optional properties.
  toEntry: (tool) => ({ type: 'function', name: tool.name, description: tool.description, parameters: tool.schema }),
  fromEntry: (entry) => {
    if (field(entry, 'type') !== 'function') throw new WireDecodeError('tools[]: expected type "function"');
    return readTool(entry, 'parameters', 'tools[]');
  },
});
