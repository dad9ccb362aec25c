import { defineFault, swapOne } from './_internals/define-fault.js';
import { passUnchecked } from './_internals/lossy-parity.js';

/** §8.12b: only final parity; a hook's change can be laundered by a later legal narrowing. */
export const finalOnly = defineFault({
  id: 'final-only',
  title: 'only final parity runs',
  bug: 'a single last-minute comparison: an extension hook deletion matches once owners narrow the same tool away',
  origin: 'historic',
  historic: 12,
  parts: swapOne('earlyParity', () => passUnchecked),
});
