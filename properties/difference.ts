import { defineProperty, expectThat } from '../src/harness/property.js';
import { expectTrueDifference } from './_support/difference-truth.js';
import { expectContractOutcome } from './_support/outcome.js';
import { LATER_STAGES, NON_IDENTITY, scenarioAt } from './_support/scenarios.js';
import { looseMissOrShaped, withShapedChanges } from './_support/shaped-changes.js';
import type { SystemUnderTest } from '../src/harness/system-under-test.js';
import type { Scenario } from '../src/harness/scenario.js';

export const differenceIsTrue = defineProperty({
  id: 'parity.difference-is-true',
  area: 'parity',
  rule: 'A34-SPEC §5, §6: the rejection carries the first difference (tool index, field, JSON path, expected vs actual)',
  title:
    'a parity rejection names a tool and path where the checked lists really part, with the values found there and the field the path names',
  // Research mode (an Entry surface lists no tool) with a change in every case, deletes three times as often, half
  // the changes of a shape reported in its own way (see withShapedChanges), and honest look-alikes beside the change,
  // which must not be reported in its place.
  arbitrary: scenarioAt(['extension', ...LATER_STAGES], {
    kinds: NON_IDENTITY,
    from: { mode: 'research', minMutations: 1, mutation: withShapedChanges({ delete: 3 }) },
    lookalikes: true,
  }),
  check: expectContractRejectionWithTrueDifference,
  kills: ['difference-swapped', 'reasonless-difference', 'bare-object-refused'],
});

export const loneChangeRejected = defineProperty({
  id: 'parity.lone-change-rejected',
  area: 'parity',
  rule: 'A34-SPEC §5, §6: any change to the tool list is rejected by the first parity check after it, with its first difference',
  title:
    'one change alone in its request, half of them shapes a loose comparison misses (a value turned into an empty container of another kind, an array one value longer), is rejected where the contract says, naming where the lists part',
  // One change and no look-alike, so nothing else in the request can reveal a change the comparison missed. Six
  // registry tools at least: then three admitted lists in four hold a `null` and a `{}` for a look-alike to meet,
  // where the default sizes give one in three.
  arbitrary: scenarioAt(['extension', ...LATER_STAGES], {
    kinds: NON_IDENTITY,
    from: { mode: 'research', min: 6, minMutations: 1, maxMutations: 1, mutation: looseMissOrShaped },
  }),
  check: expectContractRejectionWithTrueDifference,
  kills: ['keys-only-equal', 'prefix-array-equal', 'loose-equal-scalars', 'integer-as-number'],
});

/** The contract's outcome, and for a rejection the first difference true of the two lists compared. */
async function expectContractRejectionWithTrueDifference(system: SystemUnderTest, s: Scenario): Promise<void> {
  const { observation, expected } = await expectContractOutcome(system, s);
  if (expected.outcome !== 'rejected' || expected.compared === undefined) return;
  const { outcome } = observation;
  expectThat(outcome.outcome === 'rejected', { code: 'outcome', message: 'not rejected', actual: outcome.outcome });
  expectTrueDifference(outcome.reason.difference, expected.compared.expected, expected.compared.actual);
}
