import type { JsonObject, JsonValue } from '../model/index.js';
import { asArray, asObject, asString, field, WireDecodeError } from './codec.js';

/**
 * The Entry summary on the wire: one text part per line, so every provider's system slot carries the lines
 * back exactly (a line may hold any text, even a newline). `partType` is the part's `type` tag, if the
 * provider has one.
 */
export const textParts = (lines: readonly string[], partType?: string): JsonObject[] =>
  lines.map((text) => (partType === undefined ? { text } : { type: partType, text }));

/** Reads text parts back; throws a WireDecodeError naming `where` on any other shape. */
export function readTextParts(value: JsonValue | undefined, where: string, partType?: string): string[] {
  return asArray(value, where).map((item, i) => {
    const part = asObject(item, `${where}[${i}]`);
    if (partType !== undefined && field(part, 'type') !== partType)
      throw new WireDecodeError(`${where}[${i}]: expected type ${JSON.stringify(partType)}`);
    return asString(field(part, 'text'), `${where}[${i}].text`);
  });
}

/** Reads a one-message list `[{ role: 'system', content: parts }]` (the chat-style system slot). */
export function readSystemMessage(value: JsonValue | undefined, where: string, partType: string): string[] {
  const messages = asArray(value, where);
  if (messages.length !== 1) throw new WireDecodeError(`${where}: expected exactly one system message`);
  const message = asObject(messages[0], `${where}[0]`);
  if (field(message, 'role') !== 'system') throw new WireDecodeError(`${where}[0]: expected role "system"`);
  return readTextParts(field(message, 'content'), `${where}[0].content`, partType);
}
