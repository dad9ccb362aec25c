import { hostile } from './_base.js';

// Returns the right outcome, then exits a tick later, while the harness listens for late effects.
export const adapter = hostile('exit-after-outcome', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    setTimeout(() => process.exit(0), 0);
    return outcome;
  },
}));
