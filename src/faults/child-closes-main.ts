import type { RequestIdentity } from '../reference/model/index.js';
import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Closes the Main reservation for a Child. */
export const childClosesMain = defineFault({
  id: 'child-closes-main',
  title: 'a Child rejection closes the Main reservation',
  bug: "settlement looks up the run's root request, so a Child rejection closes its parent instead",
  origin: 'careless',
  parts: swapOne('settleRejection', () => (ledger, identity, reason) => {
    const parent = identity.parentRequestId;
    const target: RequestIdentity =
      parent === undefined ? identity : { runId: identity.runId, scopeId: identity.scopeId, requestId: parent };
    referenceParts.settleRejection(ledger, target, reason);
  }),
});
