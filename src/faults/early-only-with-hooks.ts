import { strictParity } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';
import { passUnchecked } from './_internals/lossy-parity.js';

/** Early parity runs only when a hook is installed: with none, nothing "can" have changed the list yet. */
export const earlyOnlyWithHooks = defineFault({
  id: 'early-only-with-hooks',
  title: 'early parity runs only when a hook is installed',
  bug: 'early parity is skipped when no extension hook is installed, so a change by the runtime’s own assembly step at extension reaches owner revalidation and is caught (if at all) only by final parity',
  origin: 'careless',
  parts: swapOne(
    'earlyParity',
    () => (context) => (context.hooksInstalled ? strictParity(context) : passUnchecked(context)),
  ),
});
