import { hostile } from './_base.js';

export const adapter = hostile('exit-in-run-request-1', () => ({ runRequest: () => process.exit(1) }));
