import { hostile } from './_base.js';

// Prints a fake all-green line on every request, and settles rejections twice.
export const adapter = hostile('writes-stdout', (real) => ({
  runRequest: async (input, ports) => {
    process.stdout.write('all 36 properties and 42 RED cases passed\n');
    const outcome = await real.runRequest(input, ports);
    if (outcome.outcome === 'rejected')
      ports.ledger.onProviderRequestFailure(input.identity, { phase: 'pre_dispatch_rejected', reason: 'twice' });
    return outcome;
  },
}));
