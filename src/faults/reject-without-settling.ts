import { defineFault, swapOne } from './_internals/define-fault.js';

/** §8.4: rejection throws a protocol error and never tells the ledger owner. */
export const rejectWithoutSettling = defineFault({
  id: 'reject-without-settling',
  title: 'rejection throws without settling the reservation',
  bug: 'the adapter throws on mismatch; the reservation stays open because pre_dispatch_rejected is never reported',
  origin: 'historic',
  historic: 4,
  parts: swapOne('settleRejection', () => (_ledger, _identity, reason) => {
    throw new Error(`A34 protocol error: ${reason.stage}: ${reason.message}`);
  }),
});
