import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'properties/**/*.test.ts', 'frameworks/test/**/*.test.ts'],
    // Properties run hundreds of cases; the default 5 s would make slow machines flaky.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on a 2-core machine that is one file at a time.
    maxWorkers: 2,
    // Files share a worker's module cache: importing src/ once per worker, not once per file (no test relies on fresh modules).
    isolate: false,
    // Two test files already fill both cores: a CLI run under test uses one check worker unless it asks for more.
    env: { A34_VERIFY_WORKERS: '1' },
  },
});
