import { hostile } from './_base.js';

export const adapter = hostile('exit-in-project-0', () => ({ project: () => process.exit(0) }));
