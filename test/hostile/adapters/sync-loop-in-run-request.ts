import { hostile } from './_base.js';

export const adapter = hostile('sync-loop-in-run-request', () => ({
  runRequest: () => {
    for (;;);
  },
}));
