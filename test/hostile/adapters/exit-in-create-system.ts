import type { A34Adapter } from '../../../src/harness/adapter.js';

export const adapter: A34Adapter = {
  name: 'exit-in-create-system',
  createSystem: () => process.exit(0),
};
