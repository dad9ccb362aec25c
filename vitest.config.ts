import { defineConfig } from 'vitest/config';

/** Whole CLI runs of the suite, the hostile attacks and campaigns: `npm run test:long` runs them; CI runs both tiers. */
export const LONG_TESTS = '**/*.long.test.ts';

const ROOTS = ['test', 'properties', 'frameworks/test'];

/** One tier's settings: the files `suffix` names under the roots, each test and hook bounded by `timeoutMs`. */
export const tier = (suffix: string, exclude: readonly string[], timeoutMs: number) =>
  defineConfig({
    test: {
      include: ROOTS.map((root) => `${root}/**/*${suffix}`),
      exclude: ['**/node_modules/**', ...exclude],
      // Properties run hundreds of cases; the default 5 s would make slow machines flaky.
      testTimeout: timeoutMs,
      hookTimeout: timeoutMs,
      pool: 'forks',
      // Vitest's default is one worker fewer than the cores: on a 2-core machine that is one file at a time.
      maxWorkers: 2,
      // Files share a worker's module cache: importing src/ once per worker, not once per file (no test relies on fresh modules).
      isolate: false,
      // Two test files already fill both cores: a CLI run under test uses one check worker unless it asks for more.
      env: { A34_VERIFY_WORKERS: '1' },
    },
  });

/** `npm test`'s tier: every test file but the long ones. */
export default tier('.test.ts', [LONG_TESTS], 120_000);
