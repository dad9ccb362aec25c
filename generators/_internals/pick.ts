import fc from 'fast-check';
import { cloneJson } from '../../src/reference/json/clone.js';

/** fc.oneof option: a value may shrink into an earlier (simpler) branch, e.g. from some faults to none. */
export const shrinkAcross = { withCrossShrink: true } as const;

/** Resolves a pick number against a list; picks shrink towards 0, so towards the first element. */
export function at<T>(list: readonly T[], pick: number): T | undefined {
  return list.length === 0 ? undefined : list[pick % list.length];
}

/** True with probability `weight / (weight + 1)`; shrinks towards true, the common case. */
export function mostly(weight: number): fc.Arbitrary<boolean> {
  return fc.nat({ max: weight }).map((n) => n !== weight);
}

/** False with probability `weight / (weight + 1)`; shrinks towards false, the common case. */
export function rarely(weight: number): fc.Arbitrary<boolean> {
  return mostly(weight).map((common) => !common);
}

/** Picks among primitive constants with the given weights; shrinks towards the first entry. */
export function weighted<T extends string | number | boolean>(
  entries: readonly [[T, number], ...[T, number][]],
): fc.Arbitrary<T> {
  const [first, ...rest] = entries.map(([value, weight]) => ({ weight, arbitrary: fc.constant(value) }));
  return first === undefined ? fc.constant(entries[0][0]) : fc.oneof(shrinkAcross, first, ...rest);
}

/** `null` (absent) once in `presentWeight + 1` draws, else a value; shrinks towards absent. */
export function maybe<T>(arb: fc.Arbitrary<T>, presentWeight = 1): fc.Arbitrary<T | null> {
  return fc.option(arb, { freq: presentWeight + 1 });
}

/** Distinct values in first-seen order: the way owners list things, without duplicate noise. */
export const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** `null` (absent) with weight `absentWeight` against `presentWeight` (integers); shrinks towards absent. */
export function seldom<T>(arb: fc.Arbitrary<T>, absentWeight: number, presentWeight = 1): fc.Arbitrary<T | null> {
  return fc.oneof(
    shrinkAcross,
    { weight: absentWeight, arbitrary: fc.constant(null) },
    { weight: presentWeight, arbitrary: arb },
  );
}

/** Always a fresh deep copy of `value`: unlike fc.constant, no two draws share an object. */
export function fresh<T>(value: T): fc.Arbitrary<T> {
  return fc.constant(null).map(() => cloneJson(value));
}
