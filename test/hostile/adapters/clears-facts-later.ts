import { hostile } from './_base.js';

// Leaves the owners' facts alone during the request, and empties the registry a timer tick after answering.
export const adapter = hostile('clears-facts-later', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    setTimeout(() => {
      for (const connection of input.facts.registry.connections) connection.tools.length = 0;
    }, 0);
    return outcome;
  },
}));
