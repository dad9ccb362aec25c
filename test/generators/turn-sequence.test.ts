import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { turnSequence } from '../../generators/index.js';
import { AdmissionFactsSchema } from '../../src/reference/model/index.js';
import { expectJsonRoundTrip, sharedObjectPaths } from './helpers.js';

describe(turnSequence.name, () => {
  const all = fc.sample(turnSequence(), { seed: 37, numRuns: 100 });

  it('gives 2 to 5 valid turns that share no object', () => {
    for (const turns of all) {
      expect(turns.length).toBeGreaterThanOrEqual(2);
      expect(turns.length).toBeLessThanOrEqual(5);
      for (const facts of turns) expect(AdmissionFactsSchema.parse(facts)).toStrictEqual(facts);
      expectJsonRoundTrip(turns);
      expect(sharedObjectPaths(turns)).toEqual([]);
    }
  });

  it('keeps one registry snapshot and turn identity while owner facts change every turn', () => {
    for (const turns of all) {
      const [first, ...rest] = turns;
      for (const [i, facts] of rest.entries()) {
        expect(facts.registry).toStrictEqual(first?.registry);
        expect(facts.turn).toStrictEqual(first?.turn);
        expect(facts).not.toStrictEqual(turns[i]);
      }
    }
  });

  it('changes grants, Host policy and Gateway facts across the corpus', () => {
    const changed = (key: 'grant' | 'host' | 'gatewayFacts'): boolean =>
      all.some((turns) =>
        turns.some((f, i) => i > 0 && JSON.stringify(f[key]) !== JSON.stringify(turns[i - 1]?.[key])),
      );
    expect(changed('grant')).toBe(true);
    expect(changed('host')).toBe(true);
    expect(changed('gatewayFacts')).toBe(true);
  });
});
