import { defineProperty, expectThat } from '../src/harness/property.js';
import { SUMMARY_PATH } from '../src/reference/parity/summary-parity.js';
import { expectContractOutcome, receivedSummary } from './_support/outcome.js';
import { entrySummaryScenario } from './_support/scenarios.js';

export const entrySummaryUnderParity = defineProperty({
  id: 'entry.summary-under-parity',
  area: 'seal-entry-capacity',
  rule: 'A34-SPEC §4 entry mode: the summary reaches the provider and is held to the same rule as the tool list',
  title:
    'every non-identity change to the Entry summary is rejected at the check the contract names, pointing at the summary; the provider is told exactly the checked lines',
  arbitrary: entrySummaryScenario(),
  async check(system, s) {
    const { observation, expected } = await expectContractOutcome(system, s);
    const { outcome } = observation;
    if (outcome.outcome === 'rejected') {
      // Only the summary was touched, so the typed difference must name it.
      const difference = outcome.reason.difference;
      expectThat(
        difference?.field === 'entrySummary' && difference.path.startsWith(SUMMARY_PATH),
        `the ${outcome.reason.stage} rejection does not point at the summary`,
        { reason: outcome.reason },
      );
      const closings = observation.ledger.filter((e) => e.type === 'failure' && e.requestId === s.identity.requestId);
      expectThat(closings.length === 1, `the rejected request was settled ${closings.length} times, not once`, {
        ledger: observation.ledger,
      });
      return;
    }
    // Dispatched: expectContractOutcome already held the decoded system slot to the expected lines.
    expectThat(receivedSummary(observation) !== undefined, 'nothing reached the provider', { expected });
  },
  kills: ['summary-unchecked', 'summary-early-only', 'summary-not-sent', 'summary-reread-at-dispatch'],
});
