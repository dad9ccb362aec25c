import { hostile } from './_base.js';

// Throws from a timer nobody awaits: the worker dies of an uncaught error.
export const adapter = hostile('uncaught-async-error', (real) => ({
  runRequest: (input, ports) => {
    setTimeout(() => {
      throw new Error('boom from a timer');
    }, 0);
    return real.runRequest(input, ports);
  },
}));
