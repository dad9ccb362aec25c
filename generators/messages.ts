import fc from 'fast-check';
import type { Message } from '../src/reference/model/index.js';
import { drawWithFaker } from './_internals/seeded-faker.js';

const ROLES = ['user', 'assistant', 'tool'] as const;

/** A conversation: a system prompt, then user/assistant/tool messages with faker text (tool results as JSON). */
export function messages(constraints: { readonly maxLength?: number } = {}): fc.Arbitrary<Message[]> {
  const turn = fc.record({ role: fc.constantFrom(...ROLES), seed: fc.nat() });
  return fc.tuple(fc.nat(), fc.array(turn, { maxLength: constraints.maxLength ?? 6 })).map(([systemSeed, turns]) => [
    {
      role: 'system',
      content: drawWithFaker(systemSeed, (f) => `You are an ETF research assistant. ${f.company.catchPhrase()}.`),
    },
    ...turns.map(
      ({ role, seed }): Message => ({
        role,
        content: drawWithFaker(seed, (f) =>
          role === 'tool'
            ? JSON.stringify({ status: 'ok', text: f.lorem.sentence() })
            : f.lorem.sentences({ min: 1, max: 3 }),
        ),
      }),
    ),
  ]);
}
