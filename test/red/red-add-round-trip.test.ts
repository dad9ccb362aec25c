import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_PROPERTIES } from '../../properties/index.js';
import { faultById } from '../../src/faults/catalog.js';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import { runProperty } from '../../src/harness/run-property.js';
import { saveCounterexample } from '../../src/suite/corpus/corpus-store.js';
import { loadRedCases, runRedCase } from '../../src/suite/red/index.js';
import { cli, tempDir } from '../cli/helpers.js';

/** One counterexample of each kind: a scenario, a first-difference check, a lie, concurrency, turns, facts, registry. */
const KINDS = [
  ['scenario', 'parity.outcome-matches-contract', 'names-only'],
  ['first difference', 'parity.first-difference-true', 'ignores-order'],
  ['reported difference', 'parity.difference-is-true', 'difference-swapped'],
  ['lie', 'lies.fail-closed', 'trusts-getters'],
  ['concurrency', 'settlement.concurrent-consistent', 'shared-baseline-slot'],
  ['turn sequence', 'projection.turns-independent', 'cache-too-coarse'],
  ['admission facts', 'admission.sound-and-complete', 'web-off-hides-market'],
  ['registry snapshots', 'registry.list-changed-new-snapshot', 'registry-updated-in-place'],
] as const;

const { dir, cleanup } = tempDir('red-round-trip');
afterAll(cleanup);

describe('red add keeps the check: every kind of counterexample fails again on the adapter that failed', () => {
  it.each(KINDS)('%s (%s on %s)', async (_kind, propertyId, faultId) => {
    const property = ALL_PROPERTIES.find((p) => p.id === propertyId);
    if (property === undefined) throw new Error(`no property ${propertyId}`);
    const fault = faultById(faultId);
    const found = await runProperty(property, fault.adapter, { seed: 20261129, numRuns: 400 });
    expect(found.status, `${propertyId} did not fail on ${faultId}`).toBe('failed');
    const corpus = join(dir, 'corpus', faultId);
    const { file } = await saveCounterexample(corpus, {
      propertyId,
      adapter: faultId,
      seed: found.seed,
      path: found.path ?? '0',
      counterexample: found.counterexample,
    });
    const redDir = join(dir, 'red', faultId);
    mkdirSync(redDir, { recursive: true });
    const id = `round-trip-${faultId}`;
    const added = await cli(['red', 'add', file, '--id', id, '--red-dir', redDir], dir);
    expect(added.exit, added.err).toBe(0);
    const { cases, errors } = loadRedCases(redDir);
    expect(errors).toEqual([]);
    const [redCase] = cases;
    if (redCase === undefined) throw new Error('no case written');
    expect((await runRedCase(fault.adapter, redCase)).status).toBe('failed');
    expect((await runRedCase(referenceAdapter, redCase)).status).toBe('passed');
  });
});
