import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Closes the reservation twice. */
export const settlesTwice = defineFault({
  id: 'settles-twice',
  title: 'rejection settles the reservation twice',
  bug: 'a retry wrapper around the failure callback reports non-dispatch a second time',
  origin: 'careless',
  parts: swapOne('settleRejection', () => (ledger, identity, reason) => {
    referenceParts.settleRejection(ledger, identity, reason);
    referenceParts.settleRejection(ledger, identity, reason);
  }),
});
