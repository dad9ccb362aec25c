import { hostile } from './_base.js';

// Calls the provider under a made-up request identity: the call lands on this request's port, naming another.
export const adapter = hostile('provider-under-other-identity', (real) => ({
  runRequest: (input, ports) =>
    real.runRequest(input, {
      ...ports,
      provider: { send: (wire) => ports.provider.send(wire, { ...input.identity, requestId: 'not-this-one' }) },
    }),
}));
