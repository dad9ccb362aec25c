import { defineEncoder, field, readTool, WireDecodeError } from './codec.js';
import { readSystemMessage, textParts } from './system-lines.js';

/** OpenAI Responses API: `tools: [{ type: 'function', name, description, parameters }]` (flat); summary as the first `input` item. */
export const openaiResponsesEncoder = defineEncoder({
  provider: 'openai-responses',
  namePattern: /^[a-zA-Z0-9_-]{1,64}$/,
  // `strict` is omitted on purpose: in strict mode the provider would reinterpret optional properties.
  toEntry: (tool) => ({ type: 'function', name: tool.name, description: tool.description, parameters: tool.schema }),
  // A system message item rather than `instructions`: a single string would not carry the lines back exactly.
  systemKey: 'input',
  toSystem: (lines) => ({ input: [{ role: 'system', content: textParts(lines, 'input_text') }] }),
  fromSystem: (body) => readSystemMessage(field(body, 'input'), 'body.input', 'input_text'),
  fromEntry: (entry) => {
    if (field(entry, 'type') !== 'function') throw new WireDecodeError('tools[]: expected type "function"');
    return readTool(entry, 'parameters', 'tools[]');
  },
});
