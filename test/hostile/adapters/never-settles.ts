import { hostile } from './_base.js';

// Ignores stepDeadlineMs and the abort signal: the promise never settles.
export const adapter = hostile('never-settles', () => ({ runRequest: () => new Promise(() => undefined) }));
