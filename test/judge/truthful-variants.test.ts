import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { differenceIsTrue, loneChangeRejected } from '../../properties/difference.js';
import { entryStatesPermissions } from '../../properties/entry-capacity.js';
import { entrySummaryUnderParity } from '../../properties/entry-summary.js';
import {
  changedShapesRejectedInPlace,
  jsonBlindLiesRejected,
  liesFailClosed,
  summaryLiesFailClosed,
} from '../../properties/lies.js';
import type { PropertyDefinition } from '../../src/harness/property.js';
import { runProperty } from '../../src/harness/run-property.js';
import { truthfulVariant, WORDING_COUNT, type TruthfulChoices } from './truthful-variant.js';

/** The properties whose verdict reads what an implementation reports: its differences and its Entry wording. */
const READERS_OF_REPORTS: readonly PropertyDefinition<never>[] = [
  differenceIsTrue,
  loneChangeRejected,
  liesFailClosed,
  jsonBlindLiesRejected,
  changedShapesRejectedInPlace,
  summaryLiesFailClosed,
  entrySummaryUnderParity,
  entryStatesPermissions,
] as PropertyDefinition<never>[];

const choices: fc.Arbitrary<TruthfulChoices> = fc.record({
  expectedValue: fc.boolean(),
  absentAtLie: fc.boolean(),
  keyOfHole: fc.boolean(),
  wholeTool: fc.boolean(),
  wording: fc.nat({ max: WORDING_COUNT - 1 }),
});

describe('truthful variants: no false alarm on another truthful report (docs/adapter.md, "How the judge reads your results")', () => {
  // Each drawn variant runs every property that reads a report; any finding is a false alarm of the judge.
  it.each(fc.sample(choices, { seed: 32, numRuns: 4 }).map((c) => [JSON.stringify(c), c] as const))(
    'variant %s passes every property that reads a difference or an Entry line',
    async (_, c) => {
      const adapter = truthfulVariant(c);
      for (const property of READERS_OF_REPORTS) {
        const result = await runProperty(property, adapter, { seed: 3232, numRuns: 15, endOnFailure: true });
        expect(result.status, `${property.id}: ${result.error ?? ''}`).toBe('passed');
      }
    },
    120_000,
  );
});
