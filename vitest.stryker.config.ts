import { defineConfig } from 'vitest/config';

// Mutation testing measures the properties: the suite over the reference, and the exported checks and decoders.
export default defineConfig({
  test: {
    include: ['test/properties/reference.test.ts', 'test/properties/public-api.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
