import type { JsonObject, JsonValue } from '../model/index.js';
import { asArray, asObject, defineEncoder, field, readTool } from './codec.js';
import { readTextParts, textParts } from './system-lines.js';

/** Gemini: `tools: [{ functionDeclarations: [{ name, description, parametersJsonSchema }] }]`; summary in `systemInstruction`. */
export const geminiEncoder = defineEncoder({
  provider: 'gemini',
  namePattern: /^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/,
  // `parameters` only takes Gemini's OpenAPI subset; `parametersJsonSchema` carries full JSON Schema unchanged.
  toEntry: (tool) => ({ name: tool.name, description: tool.description, parametersJsonSchema: tool.schema }),
  fromEntry: (entry) => readTool(entry, 'parametersJsonSchema', 'functionDeclarations[]'),
  systemKey: 'systemInstruction',
  toSystem: (lines) => ({ systemInstruction: { parts: textParts(lines) } }),
  fromSystem: (body) =>
    readTextParts(
      field(asObject(field(body, 'systemInstruction'), 'body.systemInstruction'), 'parts'),
      'body.systemInstruction.parts',
    ),
  wrap: (entries: JsonObject[]): JsonValue[] => [{ functionDeclarations: entries }],
  // A request may split declarations over several tool objects; flatten them in order.
  unwrap: (tools: JsonValue[]): JsonValue[] =>
    tools.flatMap((group, i) =>
      asArray(field(asObject(group, `tools[${i}]`), 'functionDeclarations'), `tools[${i}].functionDeclarations`),
    ),
});
