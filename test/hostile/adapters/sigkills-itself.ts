import { spawnSync } from 'node:child_process';
import { hostile } from './_base.js';

// Answers correctly once, then has `kill -KILL` end its own process: no replacement of process.kill can stop it.
export const adapter = hostile('sigkills-itself', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    spawnSync('kill', ['-KILL', String(process.pid)]);
    return outcome;
  },
}));
