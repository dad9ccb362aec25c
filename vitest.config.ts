import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Whole CLI runs of the suite, the hostile attacks and campaigns: `npm run test:long` runs them; CI runs both tiers. */
export const LONG_TESTS = '**/*.long.test.ts';

const ROOTS = ['test', 'properties', 'frameworks/test'];

/**
 * The files that take longest (docs/performance.md, "Where npm test spends its time"), slowest first. On a fresh clone
 * vitest has no timings of its own and starts files in the order it found them, so a 20 s file could start last and
 * leave one core idle while it runs; these start first, then vitest's own order.
 */
export const SLOWEST = [
  'test/hostile/hostile.long.test.ts',
  'test/examples/mini-a34.long.test.ts',
  'test/cli/run-reference.long.test.ts',
  'test/properties/reference.test.ts',
  'test/cli/bad-input.test.ts',
  'test/reports/report-set.test.ts',
  'test/reports/cause-everywhere.test.ts',
  'test/lies/properties.test.ts',
  'test/cli/subprocess.test.ts',
  'test/cli/planted-failure.test.ts',
];

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification): number => {
      const at = SLOWEST.findIndex((file) => spec.moduleId.endsWith(file));
      return at === -1 ? SLOWEST.length : at;
    };
    const sorted = await super.sort(files);
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec);
  }
}

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
      sequence: { sequencer: SlowestFirst },
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
