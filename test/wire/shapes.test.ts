import { describe, expect, it } from 'vitest';
import type { ToolDescriptor } from '../../src/reference/model/index.js';
import { createNameMap, encoders, getEncoder, type Provider } from '../../src/reference/wire/index.js';

const schema = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
const tools: ToolDescriptor[] = [
  { name: 'get_weather', description: 'Weather.', inputSchema: schema, annotations: { readOnlyHint: true } },
  { name: 'fs.read', description: 'Read.', inputSchema: schema },
];
const escaped = createNameMap(tools.map((t) => t.name)).toWire('fs.read');

describe('provider wire shapes', () => {
  it('openai-chat nests the function and leaves strict unset', () => {
    expect(encoders['openai-chat'].encode(tools).body).toEqual({
      tools: [
        { type: 'function', function: { name: 'get_weather', description: 'Weather.', parameters: schema } },
        { type: 'function', function: { name: escaped, description: 'Read.', parameters: schema } },
      ],
    });
  });

  it('openai-responses is flat', () => {
    expect(encoders['openai-responses'].encode(tools).body).toEqual({
      tools: [
        { type: 'function', name: 'get_weather', description: 'Weather.', parameters: schema },
        { type: 'function', name: escaped, description: 'Read.', parameters: schema },
      ],
    });
  });

  it('anthropic uses input_schema', () => {
    expect(encoders.anthropic.encode(tools).body).toEqual({
      tools: [
        { name: 'get_weather', description: 'Weather.', input_schema: schema },
        { name: escaped, description: 'Read.', input_schema: schema },
      ],
    });
  });

  it('gemini groups declarations and uses parametersJsonSchema', () => {
    const wire = encoders.gemini.encode(tools);
    expect(wire.body).toEqual({
      tools: [
        {
          functionDeclarations: [
            { name: 'get_weather', description: 'Weather.', parametersJsonSchema: schema },
            { name: escaped, description: 'Read.', parametersJsonSchema: schema },
          ],
        },
      ],
    });
    // Declarations split over several tool objects decode in order.
    const [group] = wire.body['tools'] as [{ functionDeclarations: [unknown, unknown] }];
    const [first, second] = group.functionDeclarations;
    const split = { ...wire, body: { tools: [{ functionDeclarations: [first] }, { functionDeclarations: [second] }] } };
    expect(encoders.gemini.decode(split as typeof wire).map((t) => t.name)).toEqual(['get_weather', 'fs.read']);
  });

  it('carries the name table wire -> logical and drops annotations', () => {
    const wire = encoders.anthropic.encode(tools);
    expect(wire.names).toEqual({ get_weather: 'get_weather', [escaped]: 'fs.read' });
    expect(encoders.anthropic.decode(wire)[0]).toEqual({
      name: 'get_weather',
      description: 'Weather.',
      inputSchema: schema,
    });
  });

  it('getEncoder returns the registered encoder and rejects unknown providers', () => {
    expect(getEncoder('gemini')).toBe(encoders.gemini);
    expect(() => getEncoder('cohere' as Provider)).toThrow(/no wire encoder/);
    expect(() => getEncoder('toString' as Provider)).toThrow(/no wire encoder/);
  });
});
