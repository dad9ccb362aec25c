import { describe, expect, test } from 'vitest';
import { encoders, PROVIDERS } from '../../src/index.js';
import { BodyReadError, readBody } from '../../src/guard/wire/read-body.js';

const tools = [
  { name: 'a', description: 'first', inputSchema: { type: 'object', properties: { x: { type: 'integer' } } } },
  { name: 'b', description: '', inputSchema: { type: 'object' } },
];

describe(readBody.name, () => {
  test.each(PROVIDERS)('reads back what the core encoder for %s writes', (provider) => {
    const entries = readBody(provider, encoders[provider].encode(tools).body);
    expect(entries.map((e) => [e.name, e.description, e.schema, e.extras])).toEqual(
      tools.map((t) => [t.name, t.description, t.inputSchema, {}]),
    );
  });

  test('gemini: `parameters` and several declaration groups, in order', () => {
    const body = {
      tools: [
        { functionDeclarations: [{ name: 'a', parameters: { type: 'OBJECT' } }] },
        { functionDeclarations: [{ name: 'b' }] },
      ],
    };
    expect(readBody('gemini', body).map((e) => [e.name, e.schemaKey, e.description])).toEqual([
      ['a', 'parameters', undefined],
      ['b', undefined, undefined],
    ]);
  });

  test('extras are kept apart from the logical fields', () => {
    const body = { tools: [{ type: 'function', name: 'a', description: 'd', parameters: {}, strict: null }] };
    expect(readBody('openai-responses', body)[0]?.extras).toEqual({ strict: null });
  });

  test('a body without tools is an empty list; a malformed one throws', () => {
    expect(readBody('anthropic', { model: 'm' })).toEqual([]);
    expect(() => readBody('openai-chat', { tools: [{ type: 'function', name: 'flat' }] })).toThrow(BodyReadError);
    expect(() =>
      readBody('gemini', {
        tools: [{ functionDeclarations: [{ name: 'a', parameters: {}, parametersJsonSchema: {} }] }],
      }),
    ).toThrow(/both/);
  });
});
