import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Tells the ledger owner of one dispatch twice. */
export const dispatchRecordedTwice = defineFault({
  id: 'dispatch-recorded-twice',
  title: 'one dispatch is recorded twice',
  bug: 'the dispatch is recorded before the send and again by the send wrapper, so the owner counts two dispatches for one request',
  origin: 'careless',
  parts: swapOne('dispatch', () => async (ports, identity, wire) => {
    ports.ledger.recordDispatched(identity);
    return referenceParts.dispatch(ports, identity, wire);
  }),
});
