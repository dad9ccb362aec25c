import { hostile } from './_base.js';

// Settles once as it must, returns, then settles again a tick later.
export const adapter = hostile('late-double-settlement', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    if (outcome.outcome === 'rejected')
      queueMicrotask(() =>
        ports.ledger.onProviderRequestFailure(input.identity, { phase: 'pre_dispatch_rejected', reason: 'again' }),
      );
    return outcome;
  },
}));
