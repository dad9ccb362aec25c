import { hostile } from './_base.js';

// Answers correctly, then sends SIGTERM to its own process: the gate would end "incomplete", not failed.
export const adapter = hostile('signals-itself', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    process.kill(process.pid, 'SIGTERM');
    return outcome;
  },
}));
