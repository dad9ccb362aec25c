import { hostile } from './_base.js';

export const adapter = hostile('throws-null-prototype', () => ({
  runRequest: () => {
    throw Object.create(null);
  },
}));
