import { defineProperty } from '../src/harness/property.js';
import { expectTrueSummaryDifference } from './_support/difference-truth.js';
import { expectContractOutcome } from './_support/outcome.js';
import { entrySummaryScenario } from './_support/scenarios.js';

export const entrySummaryUnderParity = defineProperty({
  id: 'entry.summary-under-parity',
  area: 'seal-entry-capacity',
  rule: 'A34-SPEC §4 entry mode: the summary reaches the provider and is held to the same rule as the tool list',
  title:
    'every non-identity change to the Entry summary is rejected at the check the contract names, pointing at the summary; the provider is told exactly the checked lines',
  arbitrary: entrySummaryScenario(),
  async check(system, s) {
    // The judge held outcome, settlement and the decoded system slot to the checked lines already.
    const { observation, expected } = await expectContractOutcome(system, s);
    const { outcome } = observation;
    if (outcome.outcome !== 'rejected' || expected.outcome !== 'rejected') return;
    // Only the summary was touched, so the typed difference must name it, truly (as parity's does a tool).
    if (expected.comparedLines !== undefined)
      expectTrueSummaryDifference(
        outcome.reason.difference,
        expected.comparedLines.expected,
        expected.comparedLines.actual,
      );
  },
  kills: [
    'summary-unchecked',
    'summary-early-only',
    'summary-not-sent',
    'summary-reread-at-dispatch',
    'summary-line-one-based',
    'null-summary-as-empty',
  ],
});
