import { asObject, defineEncoder, field, readTool, WireDecodeError } from './codec.js';
import { readSystemMessage, textParts } from './system-lines.js';

/** OpenAI Chat Completions: `tools: [{ type: 'function', function: { name, description, parameters } }]`; summary as the first system message. */
export const openaiChatEncoder = defineEncoder({
  provider: 'openai-chat',
  namePattern: /^[a-zA-Z0-9_-]{1,64}$/,
  // `strict` stays unset: strict mode requires additionalProperties:false and all-required, which would change the schema.
  toEntry: (tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.schema },
  }),
  systemKey: 'messages',
  toSystem: (lines) => ({ messages: [{ role: 'system', content: textParts(lines, 'text') }] }),
  fromSystem: (body) => readSystemMessage(field(body, 'messages'), 'body.messages', 'text'),
  fromEntry: (entry) => {
    if (field(entry, 'type') !== 'function') throw new WireDecodeError('tools[]: expected type "function"');
    return readTool(asObject(field(entry, 'function'), 'tools[].function'), 'parameters', 'tools[].function');
  },
});
