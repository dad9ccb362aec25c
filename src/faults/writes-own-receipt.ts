import { referenceParts } from '../reference/pipeline/reference-parts.js';
import type { InMemoryLedger } from '../reference/ports/memory-ledger.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Writes an A34 receipt into the owner's ledger. */
export const writesOwnReceipt = defineFault({
  id: 'writes-own-receipt',
  title: 'A34 writes a receipt of its own on rejection',
  bug: "A34 takes accounting authority: besides the owner's callback it writes its own ledger receipt",
  origin: 'careless',
  parts: swapOne('settleRejection', () => (ledger, identity, reason) => {
    referenceParts.settleRejection(ledger, identity, reason);
    const write = (ledger as Partial<InMemoryLedger>).writeReceipt;
    if (typeof write === 'function') write.call(ledger, identity, 'a34');
  }),
});
