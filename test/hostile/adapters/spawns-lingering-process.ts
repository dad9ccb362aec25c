import { spawn } from 'node:child_process';
import { hostile } from './_base.js';

// Answers correctly, and leaves `sleep 60` running (in its own process group, by default) past every call.
export const adapter = hostile('spawns-lingering-process', (real) => ({
  runRequest: async (input, ports) => {
    spawn('sleep', ['60'], { stdio: 'ignore' }).unref();
    return real.runRequest(input, ports);
  },
}));
