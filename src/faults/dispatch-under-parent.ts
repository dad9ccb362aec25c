import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Sends a Child request to the provider under the Main request's identity. */
export const dispatchUnderParent = defineFault({
  id: 'dispatch-under-parent',
  title: "a Child request is sent to the provider under its parent's identity",
  bug: "the provider client is keyed by the run's root request, so a Child's call is billed and traced to Main",
  origin: 'careless',
  parts: swapOne('dispatch', () => async (ports, identity, wire) => {
    const { runId, scopeId, parentRequestId } = identity;
    const provider = {
      send: (w: typeof wire) =>
        ports.provider.send(
          w,
          parentRequestId === undefined ? identity : { runId, scopeId, requestId: parentRequestId },
        ),
    };
    return referenceParts.dispatch({ ledger: ports.ledger, provider }, identity, wire);
  }),
});
