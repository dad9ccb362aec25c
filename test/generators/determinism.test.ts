import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as generators from '../../generators/index.js';
import { EVERY_ARBITRARY } from './every-arbitrary.js';

// Same seed, same values: proves faker and json-schema-faker draw from fast-check, not Math.random or the clock.
const arbitraries = EVERY_ARBITRARY;

describe('generators determinism', () => {
  it('covers every exported arbitrary', () => {
    const exported = Object.entries(generators)
      .filter(([, v]) => typeof v === 'function')
      .map(([k]) => k);
    expect(Object.keys(arbitraries).sort()).toEqual(exported.sort());
  });

  it.each(Object.entries(arbitraries))('%s: seed 42 twice gives equal values, another seed differs', (_, make) => {
    const first = fc.sample(make(), { seed: 42, numRuns: 20 });
    fc.sample(make(), { seed: 7, numRuns: 5 }); // interleaved draws must not leak state into the next run
    const second = fc.sample(make(), { seed: 42, numRuns: 20 });
    expect(second).toStrictEqual(first);
    expect(fc.sample(make(), { seed: 43, numRuns: 20 })).not.toStrictEqual(first);
  });
});
