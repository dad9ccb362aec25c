import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import type { PropertyDefinition } from '../../src/harness/property.js';
import { runProperty } from '../../src/harness/run-property.js';
import { replayPath, valueAtPath } from '../../src/suite/corpus/replay.js';

/** A property that fails on any array holding a value over 50, and counts the values it checked. */
function overFifty(checked: number[][], failing: boolean): PropertyDefinition<number[]> {
  return {
    id: 'test.over-fifty',
    area: 'parity',
    rule: 'test',
    title: 'no value over 50',
    arbitrary: fc.array(fc.nat({ max: 100 }), { minLength: 5, maxLength: 30 }),
    check: (_system, value) => {
      checked.push(value);
      if (failing && value.some((n) => n > 50)) throw new Error('over fifty');
    },
    kills: [],
  };
}

describe('replay by seed and path', () => {
  const seed = 20261205;
  const shrunk = fc.check(
    fc.property(overFifty([], true).arbitrary, (v) => !v.some((n) => n > 50)),
    { seed },
  );
  const path = shrunk.counterexamplePath ?? '';

  it('regenerates exactly the counterexample the search shrank to', () => {
    expect(path).toContain(':');
    expect(valueAtPath(overFifty([], true), seed, path)).toEqual(shrunk.counterexample?.[0]);
  });

  it('runs one case when that case passes now, not every later sibling of the shrink path', async () => {
    const checked: number[][] = [];
    const outcome = await replayPath(overFifty(checked, false), referenceAdapter, seed, path);
    expect(outcome.failed).toBe(false);
    expect(checked).toEqual([shrunk.counterexample?.[0]]);
  });

  it('reports a failure of that very value', async () => {
    const checked: number[][] = [];
    const outcome = await replayPath(overFifty(checked, true), referenceAdapter, seed, path);
    expect(outcome).toMatchObject({ failed: true, message: 'over fifty', value: shrunk.counterexample?.[0] });
    expect(checked).toHaveLength(1);
  });

  it('runProperty with a path runs that one case too, and reports its path and value on failure', async () => {
    const passing: number[][] = [];
    const passed = await runProperty(overFifty(passing, false), referenceAdapter, { seed, numRuns: 100, path });
    expect(passed).toMatchObject({ status: 'passed', numRuns: 1 });
    expect(passing).toEqual([shrunk.counterexample?.[0]]);
    const failing: number[][] = [];
    const failed = await runProperty(overFifty(failing, true), referenceAdapter, { seed, numRuns: 100, path });
    expect(failed).toMatchObject({ status: 'failed', path, seed, counterexample: shrunk.counterexample?.[0] });
    expect(failing).toHaveLength(1);
  });
});
