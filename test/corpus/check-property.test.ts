import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkProperty, type CheckPropertyOptions } from '../../src/suite/corpus/check-property.js';
import { CoverageCounter } from '../../src/harness/coverage.js';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import { defineProperty, PropertyViolation, type PropertyDefinition } from '../../src/harness/property.js';
import { tempDir } from '../cli/helpers.js';

const property = (id: string, check: (n: number) => void): PropertyDefinition<never> =>
  defineProperty({
    id,
    area: 'parity',
    rule: 'test',
    title: id,
    arbitrary: fc.nat({ max: 1_000 }),
    check: (_system, n) => check(n),
    kills: [],
  }) as PropertyDefinition<never>;

describe('checkProperty', () => {
  const { dir, cleanup } = tempDir('check');
  afterAll(cleanup);
  const options = (corpusRoot: string | undefined): CheckPropertyOptions => ({
    adapter: referenceAdapter,
    seed: 9,
    numRuns: 50,
    timeLimitMs: undefined,
    counter: new CoverageCounter(),
    corpusRoot,
  });

  it('saves a failure, then replays it first on the next run', async () => {
    const broken = property('test.broken', (n) => {
      if (n > 10) throw new PropertyViolation({ code: 'outcome', message: `too big: ${n}` });
    });
    const first = await checkProperty(broken, options(dir));
    expect(first.report).toMatchObject({ status: 'failed', seed: 9, counterexample: 11, error: 'too big: 11' });
    expect(first.saved).toBeDefined();
    const second = await checkProperty(broken, { ...options(dir), seed: 10 });
    expect(second.report.corpus).toEqual([
      { file: expect.stringContaining('test.broken'), status: 'failed', message: 'too big: 11' },
    ]);
  });

  it('labels a failure that does not recur on every replay as flaky', async () => {
    let calls = 0;
    const flaky = property('test.flaky', () => {
      calls++;
      if (calls % 2 === 0) throw new PropertyViolation({ code: 'outcome', message: 'only sometimes' });
    });
    const { report } = await checkProperty(flaky, options(undefined));
    expect(report.status).toBe('flaky');
    expect(report.path).toBeDefined();
  });

  it('reports a fixed failure as a passing regression example and keeps it', async () => {
    const fixed = property('test.broken', () => undefined);
    const { report } = await checkProperty(fixed, options(dir));
    expect(report.status).toBe('passed');
    expect(report.corpus).toEqual([{ file: expect.stringContaining('test.broken'), status: 'passed' }]);
  });
});
