import { describe, expect, it } from 'vitest';
import { inLanes } from '../../src/suite/pool/check-pool.js';

describe('inLanes: the check pool takes checks in order, a few at a time', () => {
  it('never runs more than its lanes at once and returns results by index', async () => {
    let running = 0;
    let most = 0;
    const results = await inLanes(
      [5, 1, 3, 2, 4],
      2,
      async (n) => {
        most = Math.max(most, ++running);
        await new Promise((r) => setTimeout(r, n));
        running--;
        return n * 10;
      },
      () => false,
    );
    expect(most).toBe(2);
    expect(results).toEqual([50, 10, 30, 20, 40]);
  });

  it('starts nothing once stop() is true; what never started is undefined', async () => {
    const started: number[] = [];
    let failed = false;
    const results = await inLanes(
      [1, 2, 3, 4, 5],
      2,
      async (n) => {
        started.push(n);
        await new Promise((r) => setTimeout(r, 1));
        if (n === 2) failed = true;
        return n;
      },
      () => failed,
    );
    expect(started.length).toBeLessThan(5);
    expect(results.slice(started.length)).toEqual(Array(5 - started.length).fill(undefined));
    expect(results.slice(0, started.length)).toEqual(started.map((n) => n).sort());
  });
});
