import { hostile } from './_base.js';

// Keeps the run's publishable text through the request, then drops it a timer tick after a rejection.
export const adapter = hostile('clears-publication-later', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    if (outcome.outcome === 'rejected') setTimeout(() => ports.publication.texts.splice(0), 0);
    return outcome;
  },
}));
