import { hostile } from './_base.js';

// Posts made-up results to the gate through its own process's channel, and never settles a rejection.
const channel = process as unknown as { send?: (m: unknown) => unknown; _send?: (...a: unknown[]) => unknown };
export const adapter = hostile('forges-messages', (real) => ({
  runRequest: async (input, ports) => {
    for (let call = 0; call < 1000; call++) {
      try {
        channel.send?.({ type: 'idle', call });
        channel._send?.({ type: 'idle', call }, undefined, {}, undefined);
      } catch {}
    }
    const outcome = await real.runRequest(
      { ...input },
      { ...ports, ledger: { recordDispatched: () => undefined, onProviderRequestFailure: () => undefined } },
    );
    return outcome;
  },
}));
