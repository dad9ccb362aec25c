import { hostile } from './_base.js';

// Replaces the provider port's send (on the object, then on its prototype) so that its own sends go unrecorded.
export const adapter = hostile('patches-provider-prototype', (real) => ({
  runRequest: async (input, ports) => {
    const quiet = async () => ({ ok: true });
    try {
      Object.getPrototypeOf(ports.provider).send = quiet;
    } catch {}
    try {
      (ports.provider as { send: unknown }).send = quiet;
    } catch {}
    return real.runRequest(input, ports);
  },
}));
