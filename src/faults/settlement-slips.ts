import type { RequestIdentity } from '../reference/model/index.js';
import type { PipelineParts } from '../reference/pipeline/parts.js';
import { referenceParts } from '../reference/pipeline/reference-parts.js';
import type { InMemoryLedger } from '../reference/ports/memory-ledger.js';
import { defineFault } from './fault-variant.js';

const settle: PipelineParts['settleRejection'] = referenceParts.settleRejection;

/** Closes the reservation twice. */
export const settlesTwice = defineFault({
  id: 'settles-twice',
  title: 'rejection settles the reservation twice',
  bug: 'a retry wrapper around the failure callback reports non-dispatch a second time',
  origin: 'careless',
  part: 'settleRejection',
  swap: () => (ledger, identity, reason, publication) => {
    settle(ledger, identity, reason, publication);
    settle(ledger, identity, reason, publication);
  },
});

/** Closes the Main reservation for a Child. */
export const childClosesMain = defineFault({
  id: 'child-closes-main',
  title: 'a Child rejection closes the Main reservation',
  bug: "settlement looks up the run's root request, so a Child rejection closes its parent instead",
  origin: 'careless',
  part: 'settleRejection',
  swap: () => (ledger, identity, reason, publication) => {
    const parent = identity.parentRequestId;
    const target: RequestIdentity =
      parent === undefined ? identity : { runId: identity.runId, scopeId: identity.scopeId, requestId: parent };
    settle(ledger, target, reason, publication);
  },
});

/** Clears publishable text on rejection. */
export const dropsPublishable = defineFault({
  id: 'drops-publishable',
  title: 'rejection discards publishable text',
  bug: "on rejection the run's publishable texts are cleared as if they came from the malformed request",
  origin: 'careless',
  part: 'settleRejection',
  swap: () => (ledger, identity, reason, publication) => {
    settle(ledger, identity, reason, publication);
    publication.texts.splice(0);
  },
});

/** Writes an A34 receipt into the owner's ledger. */
export const writesOwnReceipt = defineFault({
  id: 'writes-own-receipt',
  title: 'A34 writes a receipt of its own on rejection',
  bug: "A34 takes accounting authority: besides the owner's callback it writes its own ledger receipt",
  origin: 'careless',
  part: 'settleRejection',
  swap: () => (ledger, identity, reason, publication) => {
    settle(ledger, identity, reason, publication);
    const write = (ledger as Partial<InMemoryLedger>).writeReceipt;
    if (typeof write === 'function') write.call(ledger, identity, 'a34');
  },
});
