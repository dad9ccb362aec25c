import { counter, hostile } from './_base.js';

// Honest for a while, then exits with success in the middle of the run.
const calls = counter();
export const adapter = hostile('exit-mid-run', (real) => ({
  runRequest: (input, ports) => (calls() > 30 ? process.exit(0) : real.runRequest(input, ports)),
}));
