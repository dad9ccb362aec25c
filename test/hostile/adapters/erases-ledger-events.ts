import type { InMemoryLedger } from '../../../src/reference/ports/memory-ledger.js';
import { hostile } from './_base.js';

// Settles every rejection twice, then erases the second settlement from the ledger's record.
export const adapter = hostile('erases-ledger-events', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    if (outcome.outcome === 'rejected') {
      ports.ledger.onProviderRequestFailure(input.identity, { phase: 'pre_dispatch_rejected', reason: 'twice' });
      const events = (ports.ledger as Partial<InMemoryLedger>).events;
      if (events !== undefined) events.length = Math.max(0, events.length - 1);
    }
    return outcome;
  },
}));
