import { hostile } from './_base.js';

export const adapter = hostile('sync-loop-in-project', () => ({
  project: () => {
    for (;;);
  },
}));
