import { defineEncoder, field, readTool } from './codec.js';
import { readTextParts, textParts } from './system-lines.js';

/** Anthropic Messages API: `tools: [{ name, description, input_schema }]`; the summary in `system` text blocks. */
export const anthropicEncoder = defineEncoder({
  provider: 'anthropic',
  // Anthropic documents up to 128 chars in places; the harness holds every provider to 64.
  namePattern: /^[a-zA-Z0-9_-]{1,64}$/,
  toEntry: (tool) => ({ name: tool.name, description: tool.description, input_schema: tool.schema }),
  fromEntry: (entry) => readTool(entry, 'input_schema', 'tools[]'),
  systemKey: 'system',
  toSystem: (lines) => ({ system: textParts(lines, 'text') }),
  fromSystem: (body) => readTextParts(field(body, 'system'), 'body.system', 'text'),
});
