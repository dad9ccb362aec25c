import { hostile } from './_base.js';

process.exit(0);
export const adapter = hostile('exit-at-import-0', () => ({}));
