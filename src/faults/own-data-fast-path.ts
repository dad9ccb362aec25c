import { defineFault, swapOne } from './_internals/define-fault.js';
import { carelessRawFastPath, isContainer } from './_internals/careless-fast-path.js';

/** fast-deep-equal's reading: own enumerable keys and `===` on leaves, whatever prototypes, symbols or traps say. */
function ownDataEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isContainer(a) || !isContainer(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && ownDataEqual(a[k], b[k]));
}

export const ownDataFastPathFault = defineFault({
  id: 'own-data-fast-path',
  title: 'final parity proves the raw list equal by a deep equal over own data before any lie-aware read',
  bug: 'a fast path in front of a correct check compares the request as it stands with a deep equal (fast-deep-equal, isEqual): an honest-looking Proxy, an inherited toJSON, a symbol or hidden key and `-0` over `0` all compare equal, so a lying list is accepted (the baseline bytes go out, the lie is never refused)',
  origin: 'careless',
  parts: swapOne('finalParity', () => carelessRawFastPath(ownDataEqual)),
});
