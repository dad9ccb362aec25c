import { describe, expect, it } from 'vitest';
import { ALL_PROPERTIES } from '../../properties/index.js';
import { runProperty } from '../../src/harness/run-property.js';
import { adapter as neverSettles } from '../hostile/adapters/never-settles.js';

const property = ALL_PROPERTIES.find((p) => p.id === 'settlement.closed-exactly-once');

describe('runProperty with an abort signal', () => {
  it('abandons a case that never settles once the signal aborts, and starts no other', async () => {
    if (property === undefined) throw new Error('no settlement.closed-exactly-once');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const result = await runProperty(property, neverSettles, { seed: 1, numRuns: 50, signal: controller.signal });
    expect(result).toMatchObject({ interrupted: true, firstFailureAt: undefined, path: undefined });
  });

  it('runs no case when the signal has already aborted', async () => {
    if (property === undefined) throw new Error('no settlement.closed-exactly-once');
    const result = await runProperty(property, neverSettles, { seed: 1, numRuns: 50, signal: AbortSignal.abort() });
    expect(result).toMatchObject({ interrupted: true, shrinks: 0, path: undefined });
  });
});
