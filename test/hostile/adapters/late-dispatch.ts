import { hostile } from './_base.js';

// The right rejection, and a tick later the rejected request goes to the provider anyway.
export const adapter = hostile('late-dispatch', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    if (outcome.outcome === 'rejected')
      setTimeout(() => {
        ports.ledger.recordDispatched(input.identity);
        ports.provider
          .send({ provider: 'openai-chat', body: { tools: [] }, names: {} }, input.identity)
          .catch(() => undefined);
      }, 0);
    return outcome;
  },
}));
