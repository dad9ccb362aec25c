import { hostile } from './_base.js';

export const adapter = hostile('exit-in-run-request-0', () => ({ runRequest: () => process.exit(0) }));
