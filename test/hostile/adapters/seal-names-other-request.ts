import { hostile } from './_base.js';

// Correct in every way the ledger and provider see, but its seal claims another request.
export const adapter = hostile('seal-names-other-request', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    return outcome.outcome === 'dispatched'
      ? { ...outcome, seal: { ...outcome.seal, requestId: 'someone-else' } }
      : outcome;
  },
}));
