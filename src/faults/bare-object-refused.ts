import { defineFault, swapOne } from './_internals/define-fault.js';
import { copiedParity } from './_internals/lie-readers.js';

/** Throws at the first object without a prototype: the reader takes `Object.create(null)` for a lie. */
function refuseBare(value: unknown, seen = new Set<object>()): unknown {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  if (!Array.isArray(value) && Object.getPrototypeOf(value) === null)
    throw new Error('object without a prototype (taken for a lie)');
  for (const item of Object.values(value)) refuseBare(item, seen);
  return value;
}

/** A reader too strict for honest data: a dictionary built by `Object.create(null)` is refused as a lie. */
export const bareObjectRefused = defineFault({
  id: 'bare-object-refused',
  title: 'final parity refuses an object without a prototype',
  bug: 'the reader accepts only `Object.prototype` objects, so an equal rewrite that builds its objects with `Object.create(null)` (honest JSON) is rejected',
  origin: 'careless',
  parts: swapOne('finalParity', () => copiedParity(refuseBare)),
});
