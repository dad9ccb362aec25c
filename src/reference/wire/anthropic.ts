import { defineEncoder, readTool } from './codec.js';

/** Anthropic Messages API: `tools: [{ name, description, input_schema }]`. */
export const anthropicEncoder = defineEncoder({
  provider: 'anthropic',
  // Anthropic documents up to 128 chars in places; the harness holds every provider to 64.
  namePattern: /^[a-zA-Z0-9_-]{1,64}$/,
  toEntry: (tool) => ({ name: tool.name, description: tool.description, input_schema: tool.schema }),
  fromEntry: (entry) => readTool(entry, 'input_schema', 'tools[]'),
});
