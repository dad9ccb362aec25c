import { hostile } from './_base.js';

export const adapter = hostile('throws-revoked-proxy', () => ({
  runRequest: () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    throw proxy;
  },
}));
