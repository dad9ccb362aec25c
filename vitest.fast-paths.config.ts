import { defineConfig } from 'vitest/config';

// The reference's fast paths against its strict walk: classes the survivors of the parity fast paths.
export default defineConfig({
  test: { include: ['test/reference/fast-paths.test.ts'], testTimeout: 120_000 },
});
