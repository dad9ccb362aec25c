import { strictParity } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';
import { passUnchecked } from './_internals/lossy-parity.js';

/** §8.1: final parity hangs on an optional callback, so the no-hook path skips it. */
export const finalOnlyWithHooks = defineFault({
  id: 'final-only-with-hooks',
  title: 'final parity runs only when a hook is installed',
  bug: 'final parity wired as an optional hook callback: with no hook installed nothing checks the final list',
  origin: 'historic',
  historic: 1,
  parts: swapOne(
    'finalParity',
    () => (context) => (context.hooksInstalled ? strictParity(context) : passUnchecked(context)),
  ),
});
