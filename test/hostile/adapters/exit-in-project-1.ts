import { hostile } from './_base.js';

export const adapter = hostile('exit-in-project-1', () => ({ project: () => process.exit(1) }));
