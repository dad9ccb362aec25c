import { describe, expect, it } from 'vitest';
import { ALL_PROPERTIES } from '../../properties/index.js';
import { CoverageCounter, coverageScope } from '../../src/harness/coverage.js';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import { PROFILES } from '../../src/harness/profiles.js';
import { runProperty } from '../../src/harness/run-property.js';
import { renderCoverageTable } from '../../src/reports/coverage-table.js';

const profile = PROFILES.ci;
const seed = Number(process.env['A34_SEED'] ?? 20261129);
const counter = new CoverageCounter();

describe('every property holds for the reference (ci profile)', () => {
  it.each(ALL_PROPERTIES.map((p) => [p.id, p] as const))('%s', async (_id, property) => {
    const result = await coverageScope.run(counter, () =>
      runProperty(property, referenceAdapter, { seed, numRuns: profile.numRuns }),
    );
    console.log(`${property.id}: ${result.numRuns} runs, ${result.status} (seed ${result.seed})`);
    expect(
      result.error ?? '',
      `${property.id} failed at seed ${result.seed}, path ${result.path ?? '-'}:\n${JSON.stringify(result.counterexample, null, 2)?.slice(0, 4000)}`,
    ).toBe('');
  });

  it('coverage gate: every mutation kind × stage and every outcome cause was exercised', () => {
    console.log(renderCoverageTable(counter.toJSON()));
    expect(counter.shortfalls(profile.coverageFloor)).toEqual([]);
  });
});
