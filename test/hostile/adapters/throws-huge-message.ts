import { hostile } from './_base.js';

// A 50 MB message: the report must keep a short part of it and say so.
export const adapter = hostile('throws-huge-message', () => ({
  runRequest: () => {
    throw new Error('x'.repeat(50 * 1024 * 1024));
  },
}));
