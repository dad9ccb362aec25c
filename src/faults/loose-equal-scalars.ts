import { defineFault, swapOne } from './_internals/define-fault.js';
import { carelessDataFastPath, isContainer } from './_internals/careless-fast-path.js';

/** A deep equal whose leaves compare with `==`: `1 == "1"`, `true == 1`, `0 == ""`, `false == ""`. */
function looseEqual(a: unknown, b: unknown): boolean {
  // biome-ignore lint/suspicious/noDoubleEquals: the loose comparison is this fault's bug.
  if (!isContainer(a) && !isContainer(b)) return a == b;
  if (!isContainer(a) || !isContainer(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  return (
    ka.length === Object.keys(b).length &&
    ka.every((k) => Object.hasOwn(b, k) && looseEqual((a as Record<string, unknown>)[k], b[k]))
  );
}

export const looseEqualScalars = defineFault({
  id: 'loose-equal-scalars',
  title: 'a fast path compares leaves with `==`',
  bug: 'a hand-rolled deep equal compares leaves with `==`, so `1` equals `"1"`, `true` equals `1` and `0`, `""` and `false` equal each other: a default or enum value turned into its look-alike of another JSON type is dispatched',
  origin: 'careless',
  parts: swapOne('finalParity', () => carelessDataFastPath(looseEqual)),
});
