import { describe, expect, it } from 'vitest';
import type { WireRequest } from '../../src/reference/wire/index.js';
import { encoders, PROVIDERS, WireDecodeError, type WireEncoder } from '../../src/reference/wire/index.js';
import { etfFacts, reachableObjects, researchTools } from './builders.js';

const ENCODERS = PROVIDERS.map((provider) => ({ provider, encoder: encoders[provider] as WireEncoder }));
const LINES = [
  'The capability portfolio.read may be used through the Host action read_portfolio.',
  'A line with\na newline, a tab\t and ünïcödé',
  '',
];
/** The body key each provider's system slot lives under. */
const SLOT: Record<(typeof PROVIDERS)[number], string> = {
  'openai-chat': 'messages',
  'openai-responses': 'input',
  anthropic: 'system',
  gemini: 'systemInstruction',
};

describe('the Entry summary on the wire (A34-SPEC §4: it reaches the provider)', () => {
  describe.each(ENCODERS)('$provider', ({ provider, encoder }) => {
    it('decodeSummary(encode(tools, lines)) is exactly the lines, also after a JSON round trip', () => {
      const tools = researchTools(etfFacts()).slice(0, 2);
      const wire = JSON.parse(JSON.stringify(encoder.encode(tools, LINES))) as WireRequest;
      expect(encoder.decodeSummary(wire)).toEqual(LINES);
      expect(encoder.decode(wire).map((t) => t.name)).toEqual(tools.map((t) => t.name));
    });

    it('puts the lines in the provider system slot, and puts none there without a summary', () => {
      expect(Object.keys(encoder.encode([], LINES).body)).toEqual([SLOT[provider]]);
      expect(encoder.encode([], []).body).toEqual({});
      expect(encoder.decodeSummary(encoder.encode([]))).toEqual([]);
    });

    it('copies the lines: the body shares no array with the input', () => {
      const input = [...LINES];
      const wire = encoder.encode([], input);
      expect(reachableObjects(wire.body).has(input)).toBe(false);
      input.push('changed later');
      expect(encoder.decodeSummary(wire)).toEqual(LINES);
    });

    it('rejects a malformed system slot with a WireDecodeError', () => {
      const body = { [SLOT[provider]]: 'just a string' };
      expect(() => encoder.decodeSummary({ provider, body, names: {} })).toThrow(WireDecodeError);
      const other = provider === 'anthropic' ? 'gemini' : 'anthropic';
      expect(() => encoder.decodeSummary({ ...encoder.encode([], LINES), provider: other })).toThrow(WireDecodeError);
    });
  });

  it('the chat-style slots are one system message, first in the list', () => {
    const chat = encoders['openai-chat'].encode([], ['a', 'b']).body;
    expect(chat['messages']).toEqual([
      {
        role: 'system',
        content: [
          { type: 'text', text: 'a' },
          { type: 'text', text: 'b' },
        ],
      },
    ]);
    expect(encoders.gemini.encode([], ['a']).body).toEqual({ systemInstruction: { parts: [{ text: 'a' }] } });
  });
});
