import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Settles a Child rejection under an identity that lost its parent link. */
export const settlesWithoutParent = defineFault({
  id: 'settles-without-parent',
  title: 'a Child rejection settles under an identity without its parent link',
  bug: 'the failure callback rebuilds the identity from run, scope and request id, dropping parentRequestId',
  origin: 'careless',
  parts: swapOne('settleRejection', () => (ledger, identity, reason) => {
    const { runId, scopeId, requestId } = identity;
    referenceParts.settleRejection(ledger, { runId, scopeId, requestId }, reason);
  }),
});
