import { describe, expect, it } from 'vitest';
import { ALL_PROPERTIES } from '../../properties/index.js';
import { CoverageCounter, coverageScope } from '../../src/harness/coverage.js';
import { referenceAdapterFor } from '../../src/harness/pipeline-adapter.js';
import { PROFILES } from '../../src/harness/profiles.js';
import { runProperty } from '../../src/harness/run-property.js';
import { PROVIDERS } from '../../src/reference/wire/encoder.js';
import { renderCoverageTable } from '../../src/reports/coverage-table.js';

const profile = PROFILES.ci;
const seed = Number(process.env['A34_SEED'] ?? 20261129);
const counter = new CoverageCounter();

describe('every property holds for the reference (ci profile)', () => {
  // The reference speaks four wires; the properties take them in turn, so every encoder meets a quarter of them.
  const cases = ALL_PROPERTIES.map((p, i) => [p.id, PROVIDERS[i % PROVIDERS.length] ?? 'openai-chat', p] as const);
  it.each(cases)('%s (%s wire)', async (_id, provider, property) => {
    const result = await coverageScope.run(counter, () =>
      runProperty(property, referenceAdapterFor(provider), { seed, numRuns: profile.numRuns }),
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
