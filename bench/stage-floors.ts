import fc from 'fast-check';
import { deserialize, serialize } from 'node:v8';
import { ALL_PROPERTIES } from '../properties/index.js';
import { PROFILES } from '../src/harness/profiles.js';

/** What moving one of the gate's cases costs at least: one structured copy, one trip through v8's serialiser. */
export interface CaseCosts {
  /** Cases measured (drawn from every property at seed 1; a case holding a function or a scheduler is left out). */
  readonly cases: number;
  readonly cloneMs: number;
  /** `serialize` + `deserialize`: what `postMessage` does to a message, once. */
  readonly serialiseMs: number;
}

const minOf = (rounds: number, work: () => void): number => {
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
};

/** Draws `perProperty` cases of each `pr` property (seed 1) and times a copy and a serialiser trip of each. */
export function measureCaseCosts(perProperty = 10): CaseCosts {
  const cases: unknown[] = [];
  for (const property of ALL_PROPERTIES)
    for (const value of fc.sample(property.arbitrary as fc.Arbitrary<unknown>, {
      numRuns: Math.min(perProperty, PROFILES.pr.numRuns),
      seed: 1,
    }))
      try {
        structuredClone(value);
        cases.push(value);
      } catch {
        // A case carrying fc.scheduler or a function never crosses whole: the worker is sent its data parts.
      }
  const cloneMs = minOf(5, () => {
    for (const value of cases) structuredClone(value);
  });
  const serialiseMs = minOf(5, () => {
    for (const value of cases) deserialize(serialize(value));
  });
  const n = Math.max(cases.length, 1);
  return { cases: cases.length, cloneMs: cloneMs / n, serialiseMs: serialiseMs / n };
}
