import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'properties/**/*.test.ts', 'frameworks/test/**/*.test.ts'],
    // Properties run hundreds of cases; the default 5 s would make slow machines flaky.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
