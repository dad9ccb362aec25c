import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/reference/model/index.js';
import { encoders, PROVIDERS, type WireEncoder, type WireRequest } from '../../src/reference/wire/index.js';
import { deepFreeze, objectsIn, toolsArb, withoutAnnotations } from './arbitraries.js';

/** The wire names in body order, read straight off each provider's shape (not via the decoder). */
function bodyNames(wire: WireRequest): string[] {
  const tools = (wire.body['tools'] ?? []) as JsonObject[];
  switch (wire.provider) {
    case 'openai-chat':
      return tools.map((t) => (t['function'] as JsonObject)['name'] as string);
    case 'gemini':
      return tools.flatMap((t) => t['functionDeclarations'] as JsonObject[]).map((d) => d['name'] as string);
    default:
      return tools.map((t) => t['name'] as string);
  }
}

describe.each(PROVIDERS.map((p) => [p, encoders[p]] as const))('%s encoder', (provider, encoder: WireEncoder) => {
  it('has the provider it is registered under', () => {
    expect(encoder.provider).toBe(provider);
  });

  it('decode(encode(tools)) is tools minus annotations', () => {
    fc.assert(
      fc.property(toolsArb, (tools) => {
        expect(encoder.decode(encoder.encode(tools))).toEqual(withoutAnnotations(tools));
      }),
    );
  });

  it('round-trips through JSON text (the wire request is JSON-serializable)', () => {
    fc.assert(
      fc.property(toolsArb, (tools) => {
        const wire = JSON.parse(JSON.stringify(encoder.encode(tools))) as WireRequest;
        expect(encoder.decode(wire)).toEqual(JSON.parse(JSON.stringify(withoutAnnotations(tools))));
      }),
    );
  });

  it('emits only names matching the provider pattern, one per tool, all in the name table', () => {
    fc.assert(
      fc.property(toolsArb, (tools) => {
        const wire = encoder.encode(tools);
        const names = bodyNames(wire);
        expect(names).toHaveLength(tools.length);
        for (const name of names) {
          expect(name).toMatch(encoder.namePattern);
          expect(Object.hasOwn(wire.names, name)).toBe(true);
        }
      }),
    );
  });

  it('gives distinct logical names distinct wire names, and equal ones equal', () => {
    fc.assert(
      fc.property(toolsArb, (tools) => {
        const names = bodyNames(encoder.encode(tools));
        tools.forEach((a, i) => tools.forEach((b, j) => expect(names[i] === names[j]).toBe(a.name === b.name)));
      }),
    );
  });

  it('does not mutate its input, and the wire shares no object with it', () => {
    fc.assert(
      fc.property(toolsArb, (tools) => {
        const frozen = deepFreeze(tools);
        const snapshot = structuredClone(tools);
        const wire = encoder.encode(frozen);
        expect(frozen).toEqual(snapshot);
        const inputObjects = objectsIn(frozen);
        for (const o of objectsIn(wire)) expect(inputObjects.has(o)).toBe(false);
      }),
    );
  });

  it('decode does not mutate the wire and shares no object with it', () => {
    fc.assert(
      fc.property(toolsArb, (tools) => {
        const wire = deepFreeze(encoder.encode(tools));
        const decoded = encoder.decode(wire);
        const wireObjects = objectsIn(wire);
        for (const o of objectsIn(decoded)) expect(wireObjects.has(o)).toBe(false);
      }),
    );
  });

  it('encodes an empty surface as no tools field, and decodes it back', () => {
    const wire = encoder.encode([]);
    expect(wire).toEqual({ provider, body: {}, names: {}, bytes: '{}' });
    expect(encoder.decode(wire)).toEqual([]);
  });

  it('rejects a wire of another provider, an unknown name and a malformed body', () => {
    const other = PROVIDERS.find((p) => p !== provider) ?? provider;
    const wire = encoder.encode([{ name: 'a.b', description: 'd', inputSchema: { type: 'object' } }]);
    expect(() => encoder.decode({ ...wire, provider: other })).toThrow(/decoder/);
    expect(() => encoder.decode({ ...wire, names: {} })).toThrow(/unknown wire name/);
    expect(() => encoder.decode({ ...wire, names: { toString: 'x' } })).toThrow(/unknown wire name/);
    expect(() => encoder.decode({ ...wire, body: { tools: [42] } })).toThrow(/expected an object/);
    expect(() => encoder.decode({ ...wire, body: { tools: {} } })).toThrow(/expected an array/);
  });

  it('keeps a "__proto__" schema key as data', () => {
    const inputSchema = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}') as JsonObject;
    const tools = [{ name: '__proto__', description: '', inputSchema }];
    const decoded = encoder.decode(encoder.encode(tools));
    expect(decoded).toEqual(tools);
    expect(Object.keys(decoded[0]?.inputSchema['properties'] as JsonObject)).toEqual(['__proto__']);
  });
});
