import { defineConfig } from 'vitest/config';

// Mutation testing measures the properties: the suite over the reference, the exported checks and decoders, and
// the fast paths' soundness (never "equal" where the strict walk differs). Their completeness tests stay out:
// a mutant only they kill changes speed, not a verdict, and is classed so (lab/mutation/fast-path-classes.ts).
export default defineConfig({
  test: {
    include: [
      'test/properties/reference.test.ts',
      'test/properties/public-api.test.ts',
      'test/reference/fast-paths.test.ts',
    ],
    testNamePattern: /^(?!.*completeness)/,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
