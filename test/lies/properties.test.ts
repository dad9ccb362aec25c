import { describe, expect, it } from 'vitest';
import * as lies from '../../properties/lies.js';
import { FAULTS, LIE_FAULTS } from '../../src/faults/catalog.js';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import type { PropertyDefinition } from '../../src/harness/property.js';
import { runProperty } from '../../src/harness/run-property.js';

const seed = Number(process.env['A34_SEED'] ?? 20261129);
const numRuns = 100;
const PROPERTIES = Object.values(lies) as PropertyDefinition<never>[];
const faultsById = new Map([...FAULTS, ...LIE_FAULTS].map((f) => [f.id, f] as const));
const claims = PROPERTIES.flatMap((p) => p.kills.map((fault) => [p.id, fault, p] as const));

describe('lies properties (A34-SPEC §7)', () => {
  it.each(PROPERTIES.map((p) => [p.id, p] as const))('%s holds for the reference (100 runs)', async (_id, property) => {
    const result = await runProperty(property, referenceAdapter, { seed, numRuns });
    expect(
      result.error ?? '',
      `seed ${result.seed}, path ${result.path ?? '-'}: ${JSON.stringify(result.counterexample)?.slice(0, 2_000)}`,
    ).toBe('');
  });

  it.each(claims)('%s kills %s', async (_id, faultId, property) => {
    const fault = faultsById.get(faultId);
    if (fault === undefined) throw new Error(`no fault ${faultId} in FAULTS or LIE_FAULTS`);
    // A kill needs one failing case, not a shrunk one.
    const result = await runProperty(property, fault.adapter, { seed, numRuns, endOnFailure: true });
    expect(result.status, `${property.id} did not kill ${faultId} in ${numRuns} runs (seed ${seed})`).toBe('failed');
  });

  it('every property claims a fault, and every lie fault is claimed', () => {
    expect(PROPERTIES.filter((p) => p.kills.length === 0)).toEqual([]);
    const claimed = new Set(claims.map(([, fault]) => fault));
    expect(LIE_FAULTS.map((f) => f.id).filter((id) => !claimed.has(id))).toEqual([]);
  });
});
