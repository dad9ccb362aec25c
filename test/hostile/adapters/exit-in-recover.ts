import { hostile } from './_base.js';

export const adapter = hostile('exit-in-recover', () => ({ recover: () => process.exit(0) }));
