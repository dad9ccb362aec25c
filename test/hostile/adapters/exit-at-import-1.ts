import { hostile } from './_base.js';

process.exit(1);
export const adapter = hostile('exit-at-import-1', () => ({}));
