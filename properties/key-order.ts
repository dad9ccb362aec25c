import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { defineProperty, expectThat } from '../src/harness/property.js';
import type { Scenario } from '../src/harness/scenario.js';
import type { SystemUnderTest } from '../src/harness/system-under-test.js';
import type { Observation } from '../src/harness/run-scenario.js';
import type { JsonValue } from '../src/reference/model/index.js';
import { keyReversed, sameNodePair } from './_support/key-order.js';
import { expectContractOutcome } from './_support/outcome.js';
import { LATER_STAGES, NON_IDENTITY, scenarioAt } from './_support/scenarios.js';

const STAGES = ['extension', ...LATER_STAGES] as const;

export const differenceIgnoresKeyOrder = defineProperty({
  id: 'parity.difference-ignores-key-order',
  area: 'parity',
  rule: 'A34-SPEC §5, §6: key order inside a JSON object is not significant, so the first difference of two lists cannot depend on it',
  title:
    'the same changes to owner lists whose keys come in reverse order are rejected by the same check, naming the same tool, field, path and values',
  // Three cases in four change two keys of one schema node, where a walk in insertion order picks another "first";
  // the rest are any changes.
  arbitrary: fc
    .tuple(
      scenarioAt(STAGES, { kinds: NON_IDENTITY, from: { mode: 'research', min: 3, minMutations: 1 } }),
      fc.option(sameNodePair(STAGES), { freq: 4 }),
    )
    .map(([s, pair]): Scenario => (pair === null ? s : { ...s, mutations: pair })),
  check: expectSameDifferenceReversed,
  kills: ['insertion-order-difference'],
});

/** A rejection's check and typed difference (stage, tool, field, path, values), or the outcome when there is none. */
function verdictOf({ outcome }: Observation): JsonValue {
  if (outcome.outcome !== 'rejected') return { outcome: outcome.outcome };
  const d = outcome.reason.difference;
  const difference =
    d === undefined
      ? null
      : { toolIndex: d.toolIndex, field: d.field, path: d.path, expected: d.expected, actual: d.actual };
  return { stage: outcome.reason.stage, difference };
}

/** Both runs meet the contract, and a rejection names the same place and values (objects compared unordered). */
async function expectSameDifferenceReversed(system: SystemUnderTest, s: Scenario): Promise<void> {
  const straight = verdictOf((await expectContractOutcome(system, s)).observation);
  const reversed = verdictOf((await expectContractOutcome(system, keyReversed(s))).observation);
  expectThat(isDeepStrictEqual(straight, reversed), {
    code: 'reason',
    message: 'the same changes to lists whose keys come in another order were reported at another place',
    expected: straight,
    actual: reversed,
  });
}
