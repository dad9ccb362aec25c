import { hostile } from './_base.js';

// Keeps everything it allocates: the worker's heap limit ends it, not the harness's.
const kept: unknown[] = [];
export const adapter = hostile('out-of-memory', () => ({
  runRequest: () => {
    for (;;) kept.push(new Array(1_000_000).fill(kept.length));
  },
}));
