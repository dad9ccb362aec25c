import { describe, expect, it } from 'vitest';
import { ALL_PROPERTIES } from '../properties/index.js';
import { FAULTS, faultById } from '../src/faults/catalog.js';
import { referenceAdapter } from '../src/harness/pipeline-adapter.js';
import { PROFILES } from '../src/harness/profiles.js';
import { runProperty } from '../src/harness/run-property.js';
import { RED_CASES_DIR, loadRedCases, runRedCase } from '../src/suite/red/index.js';

const seed = Number(process.env['A34_SEED'] ?? 20261129);
// A claim ends at its first kill, so a generous budget costs only the rare-but-real kills (1 run in 40 at worst).
const numRuns = PROFILES.ci.killRuns * 3;
const claims = ALL_PROPERTIES.flatMap((p) => p.kills.map((fault) => [p.id, fault] as const));
const { cases } = loadRedCases(RED_CASES_DIR);

/**
 * The kill matrix as a gate: every property's claimed kills are confirmed, so no property is idle
 * and, with the RED half, no fault survives. The full all-cells matrix is `a34-verify kill-matrix`.
 */
describe('kill matrix', () => {
  it('every property claims at least one fault it kills', () => {
    expect(ALL_PROPERTIES.filter((p) => p.kills.length === 0).map((p) => p.id)).toEqual([]);
  });

  it('every fault is claimed by a property or killed by a RED case', async () => {
    const claimed = new Set(claims.map(([, fault]) => fault));
    const unclaimed = FAULTS.filter((f) => !claimed.has(f.id));
    const survivors: string[] = [];
    for (const fault of unclaimed) {
      const results = await Promise.all(cases.map((c) => runRedCase(fault.adapter, c)));
      if (!results.some((r) => r.status === 'failed')) survivors.push(fault.id);
    }
    expect(survivors).toEqual([]);
  });

  it.each(claims)('%s kills %s', async (propertyId, faultId) => {
    const property = ALL_PROPERTIES.find((p) => p.id === propertyId);
    if (property === undefined) throw new Error(`no property ${propertyId}`);
    // A kill needs one failing case; the minimal counterexample is the CLI kill matrix's business.
    const result = await runProperty(property, faultById(faultId).adapter, { seed, numRuns, endOnFailure: true });
    console.log(
      `${faultId} ← ${propertyId}: ${result.status === 'failed' ? `killed after ${result.firstFailureAt} runs, ${result.shrinks} shrinks` : 'SURVIVED'}`,
    );
    expect(result.status, `${propertyId} did not kill ${faultId} in ${numRuns} runs (seed ${seed})`).toBe('failed');
  });

  it('the reference passes what kills the faults (sanity)', async () => {
    const sample = ALL_PROPERTIES.slice(0, 3);
    for (const p of sample)
      expect((await runProperty(p, referenceAdapter, { seed, numRuns: 10 })).status).toBe('passed');
  });
});
