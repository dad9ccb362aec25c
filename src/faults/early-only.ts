import { defineFault, swapOne } from './_internals/define-fault.js';
import { passUnchecked } from './_internals/lossy-parity.js';

/** §8.12a: only early parity; later changes go out unchecked. */
export const earlyOnly = defineFault({
  id: 'early-only',
  title: 'only early parity runs',
  bug: 'the final check was dropped as "redundant" with early parity, so later assembly changes reach the provider',
  origin: 'historic',
  historic: 12,
  parts: swapOne('finalParity', () => passUnchecked),
});
