import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameJsonText } from '../../src/harness/same-json-text.js';

const value = fc.anything({
  maxDepth: 3,
  withDate: true,
  withNullPrototype: true,
  withSparseArray: true,
  withTypedArray: false,
  withMap: false,
  withSet: false,
  withBigInt: false,
  values: [fc.constant(undefined), fc.constant(Number.NaN), fc.constant(-0), fc.constant(() => 1), fc.string()],
});

/** A second value that often writes the same JSON: a copy, the same keys in another order, or one slot changed. */
const twin = (a: unknown): fc.Arbitrary<unknown> => {
  const variants: fc.Arbitrary<unknown>[] = [value];
  if (typeof a === 'object' && a !== null && !(a instanceof Date)) {
    const entries = Object.entries(a);
    variants.push(fc.constant(Array.isArray(a) ? [...a] : Object.fromEntries(entries)));
    variants.push(fc.constant(Array.isArray(a) ? [...a] : Object.fromEntries([...entries].reverse())));
    if (entries.length > 0)
      variants.push(
        fc.tuple(fc.nat(entries.length - 1), value).map(([i, v]) => {
          const copy = (Array.isArray(a) ? [...a] : { ...a }) as Record<string, unknown>;
          copy[(entries[i] as [string, unknown])[0]] = v;
          return copy;
        }),
      );
  }
  return fc.oneof(...variants);
};

describe('sameJsonText', () => {
  it('says true exactly when JSON.stringify writes the same text', () => {
    fc.assert(
      fc.property(
        value.chain((a) => twin(a).map((b) => [a, b] as const)),
        ([a, b]) => {
          expect(sameJsonText(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('tells apart what JSON keeps apart and joins what it joins', () => {
    expect(sameJsonText({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJsonText({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJsonText([undefined], [null])).toBe(true);
    expect(sameJsonText({ n: Number.NaN }, { n: null })).toBe(true);
    expect(sameJsonText({ n: -0 }, { n: 0 })).toBe(true);
    expect(sameJsonText({ d: new Date(0) }, { d: '1970-01-01T00:00:00.000Z' })).toBe(true);
    expect(sameJsonText({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
  });
});
