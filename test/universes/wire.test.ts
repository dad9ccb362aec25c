import { describe, expect, it } from 'vitest';
import { committedSides } from '../../generators/_internals/harvested/sides.js';
import type { JsonObject, ToolDescriptor } from '../../src/reference/model/index.js';
import { encoders, PROVIDERS, type WireRequest } from '../../src/reference/wire/index.js';

const tools: ToolDescriptor[] = committedSides().flatMap((side) => side.tools);

/** Wire names in body order, read off each provider's shape, not through the decoder. */
function bodyNames(wire: WireRequest): string[] {
  const entries = (wire.body['tools'] ?? []) as JsonObject[];
  if (wire.provider === 'openai-chat') return entries.map((t) => (t['function'] as JsonObject)['name'] as string);
  if (wire.provider === 'gemini')
    return entries.flatMap((t) => t['functionDeclarations'] as JsonObject[]).map((d) => d['name'] as string);
  return entries.map((t) => t['name'] as string);
}

describe.each(PROVIDERS)('%s encoder on every harvested tool', (provider) => {
  const encoder = encoders[provider];

  it('emits a valid wire name per tool and decodes back the exact names, descriptions and schemas', () => {
    expect(tools).toHaveLength(41);
    const wire = JSON.parse(JSON.stringify(encoder.encode(tools))) as WireRequest;
    const names = bodyNames(wire);
    expect(names).toHaveLength(tools.length);
    for (const name of names) expect(name).toMatch(encoder.namePattern);
    expect(encoder.decode(wire)).toStrictEqual(tools.map(({ annotations: _drop, ...rest }) => rest));
  });

  it('handles each harvested tool alone', () => {
    for (const tool of tools) {
      const wire = encoder.encode([tool]);
      expect(bodyNames(wire)[0]).toMatch(encoder.namePattern);
      expect(encoder.decode(wire)).toStrictEqual([
        { name: tool.name, description: tool.description, inputSchema: tool.inputSchema },
      ]);
    }
  });
});
