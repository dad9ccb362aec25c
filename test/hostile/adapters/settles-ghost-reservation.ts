import { hostile } from './_base.js';

// Settles its own rejection correctly, then closes a reservation nobody ever made.
export const adapter = hostile('settles-ghost-reservation', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    if (outcome.outcome === 'rejected')
      ports.ledger.onProviderRequestFailure(
        { ...input.identity, requestId: `ghost-${input.identity.requestId}` },
        { phase: 'pre_dispatch_rejected', reason: 'tidying up' },
      );
    return outcome;
  },
}));
