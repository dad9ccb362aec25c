import { describe, expect, it } from 'vitest';
import * as real from '../../properties/real-universes.js';
import { FAULTS, faultById } from '../../src/faults/catalog.js';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import type { PropertyDefinition } from '../../src/harness/property.js';
import { runProperty } from '../../src/harness/run-property.js';

// The kill-matrix gate's seed and run count (test/kill-matrix.test.ts), so a claim confirmed here holds there.
const SEED = Number(process.env['A34_SEED'] ?? 20261129);
const PROPERTIES = Object.values(real) as PropertyDefinition<never>[];
const claims = PROPERTIES.flatMap((p) => p.kills.map((fault) => [p.id, fault, p] as const));

describe('real-universe properties', () => {
  it.each(PROPERTIES.map((p) => [p.id, p] as const))('%s holds for the reference (50 runs)', async (_id, property) => {
    const result = await runProperty(property, referenceAdapter, { seed: SEED, numRuns: 50 });
    expect(
      result.error ?? '',
      `path ${result.path ?? '-'}: ${JSON.stringify(result.counterexample)?.slice(0, 2_000)}`,
    ).toBe('');
  });

  it('claims only faults of the catalog', () => {
    for (const [, fault] of claims) expect(FAULTS.map((f) => f.id)).toContain(fault);
  });

  it.each(claims)('%s kills %s', async (_id, faultId, property) => {
    const result = await runProperty(property, faultById(faultId).adapter, {
      seed: SEED,
      numRuns: 100,
      endOnFailure: true, // a kill needs one failing case, not a shrunk one
    });
    expect(result.status, `${property.id} did not kill ${faultId} in 100 runs (seed ${SEED})`).toBe('failed');
  });
});
