import { defineFault, swapOne } from './_internals/define-fault.js';
import { carelessFastPath, isContainer } from './_internals/careless-fast-path.js';

/** Arrays compared over the expected items only (`expected.every((v, i) => equal(v, actual[i]))`). */
function prefixEqual(expected: unknown, actual: unknown): boolean {
  if (expected === actual) return true;
  if (Array.isArray(expected))
    return Array.isArray(actual) && expected.every((item, i) => prefixEqual(item, actual[i]));
  if (!isContainer(expected) || !isContainer(actual) || Array.isArray(actual)) return false;
  const keys = Object.keys(expected);
  return (
    keys.length === Object.keys(actual).length &&
    keys.every((k) => Object.hasOwn(actual, k) && prefixEqual(expected[k], actual[k]))
  );
}

export const prefixArrayEqual = defineFault({
  id: 'prefix-array-equal',
  title: 'a fast path compares arrays over the baseline’s items only',
  bug: 'a hand-rolled deep equal walks `expected.every((v, i) => equal(v, actual[i]))` and never compares lengths: a value appended to an `enum`, to `required` or a tool added at the end of the list is dispatched',
  origin: 'careless',
  parts: swapOne('finalParity', () => carelessFastPath(prefixEqual)),
});
