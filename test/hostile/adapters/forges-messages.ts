import { parentPort } from 'node:worker_threads';
import { hostile } from './_base.js';

// Posts made-up results to the harness through the worker's parent port, and never settles a rejection.
export const adapter = hostile('forges-messages', (real) => ({
  runRequest: async (input, ports) => {
    for (let call = 0; call < 1000; call++) parentPort?.postMessage({ type: 'idle', call });
    const outcome = await real.runRequest(
      { ...input },
      { ...ports, ledger: { recordDispatched: () => undefined, onProviderRequestFailure: () => undefined } },
    );
    return outcome;
  },
}));
