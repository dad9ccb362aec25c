import { strictParity } from '../reference/pipeline/reference-parts.js';
import { defineFault } from './fault-variant.js';
import { passUnchecked } from './lossy-parity.js';

/** §8.1: final parity hangs on an optional callback, so the no-hook path skips it. */
export const finalOnlyWithHooks = defineFault({
  id: 'final-only-with-hooks',
  title: 'final parity runs only when a hook is installed',
  bug: 'final parity wired as an optional hook callback: with no hook installed nothing checks the final list',
  origin: 'historic',
  historic: 1,
  part: 'finalParity',
  swap: () => (context) => (context.hooksInstalled ? strictParity(context) : passUnchecked(context)),
});

/** §8.12a: only early parity; later changes go out unchecked. */
export const earlyOnly = defineFault({
  id: 'early-only',
  title: 'only early parity runs',
  bug: 'the final check was dropped as "redundant" with early parity, so later assembly changes reach the provider',
  origin: 'historic',
  historic: 12,
  part: 'finalParity',
  swap: () => passUnchecked,
});

/** §8.12b: only final parity; a hook's change can be laundered by a later legal narrowing. */
export const finalOnly = defineFault({
  id: 'final-only',
  title: 'only final parity runs',
  bug: 'a single last-minute comparison: an extension hook deletion matches once owners narrow the same tool away',
  origin: 'historic',
  historic: 12,
  part: 'earlyParity',
  swap: () => passUnchecked,
});
