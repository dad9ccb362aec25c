import type { PipelineParts, PublicationStore } from '../reference/pipeline/parts.js';
import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault } from './_internals/define-fault.js';

/** Clears publishable text on rejection: the store met while attaching context is emptied when settling. */
export const dropsPublishable = defineFault({
  id: 'drops-publishable',
  title: 'rejection discards publishable text',
  bug: "on rejection the run's publishable texts are cleared as if they came from the malformed request",
  origin: 'careless',
  parts: (): PipelineParts => {
    let attached: PublicationStore | undefined;
    return {
      ...referenceParts,
      attachPublication: (request, publication) => {
        attached = publication;
        referenceParts.attachPublication(request, publication);
      },
      settleRejection: (ledger, identity, reason) => {
        referenceParts.settleRejection(ledger, identity, reason);
        attached?.texts.splice(0);
        attached = undefined;
      },
    };
  },
});
