import { hostile } from './_base.js';

export const adapter = hostile('throws-error-with-object-message', () => ({
  project: () => {
    const error = new Error('x');
    Object.defineProperty(error, 'message', { value: { not: 'a string' } });
    throw error;
  },
}));
