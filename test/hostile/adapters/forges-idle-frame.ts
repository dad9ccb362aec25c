import { callIds, writeFrame } from './_channel-frames.js';
import { hostile } from './_base.js';

// Ends the running call early with a made-up idle written to the channel's descriptor, then answers late.
const call = callIds();
export const adapter = hostile('forges-idle-frame', (real) => ({
  runRequest: async (input, ports) => {
    // A tick first: the host's listener started this request before the attack's own listener heard its id.
    await new Promise((resolve) => setTimeout(resolve, 0));
    writeFrame({ type: 'idle', call: call() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    return real.runRequest(input, ports);
  },
}));
