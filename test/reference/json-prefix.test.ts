import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonPrefix } from '../../src/reference/json/json-prefix.js';
import { jsonWithOdd, ODD_VALUES } from './odd-values.js';

// A BigInt makes JSON.stringify throw; past the limit jsonPrefix has stopped before it, so it is left out here.
const odd = fc.constantFrom<unknown>(
  ...ODD_VALUES.filter((v) => typeof v !== 'bigint'),
  Symbol('s'),
  { toJSON: () => ({ swapped: true }) },
  'x'.repeat(200),
  '"\\\u2028\u{1F600}',
);
const values = jsonWithOdd(odd, { depth: 3, items: 6 });

const stringified = (value: unknown): string | undefined => JSON.stringify(value);

/** What jsonPrefix promises: JSON.stringify's text when it fits, else a longer text that starts the same. */
function keepsPromise(
  prefix: (value: unknown, limit: number) => string | undefined,
): fc.IPropertyWithHooks<[unknown, number]> {
  return fc.property(values, fc.integer({ min: 0, max: 160 }), (value, limit) => {
    const full = stringified(value);
    const got = prefix(value, limit);
    if (full === undefined || full.length <= limit) return got === full;
    return got !== undefined && got.length > limit && got.slice(0, limit) === full.slice(0, limit);
  });
}

describe('jsonPrefix (the start of a rejection quote)', () => {
  it('is JSON.stringify where it fits and starts like it where it does not', () => {
    fc.assert(keepsPromise(jsonPrefix), { numRuns: 3_000 });
  });

  it('leaves cycles and throwing values to JSON.stringify, which throws as before', () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle['self'] = cycle;
    expect(() => jsonPrefix(cycle, 1_000)).toThrow(TypeError);
    expect(() => jsonPrefix({ n: 1n }, 1_000)).toThrow(TypeError);
  });

  // The promise can fail: each of these near misses is rejected by the same property.
  it.each([
    ['keeps undefined members', (v: unknown, l: number) => jsonPrefix(v, l)?.replaceAll(',null]', ']')],
    ['cuts at the limit itself', (v: unknown, l: number) => jsonPrefix(v, l)?.slice(0, l)],
    ['ignores toJSON', (v: unknown) => (v instanceof Date ? '{}' : JSON.stringify(v))],
  ])('rejects a writer that %s', (_name, faulty) => {
    expect(() => fc.assert(keepsPromise(faulty), { numRuns: 3_000, seed: 1 })).toThrow();
  });
});
