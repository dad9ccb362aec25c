import { defineConfig } from 'vitest/config';

// Mutation testing measures the properties, so the test set is the property suite alone.
export default defineConfig({
  test: {
    include: ['test/properties/reference.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
