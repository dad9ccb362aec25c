import { hostile } from './_base.js';

// Dispatches, then never reports back.
export const adapter = hostile('hangs-after-dispatch', (real) => ({
  runRequest: async (input, ports) => {
    await real.runRequest(input, ports);
    return new Promise(() => undefined);
  },
}));
