import { defineProperty, expectThat } from '../src/harness/property.js';
import { SUMMARY_PATH } from '../src/reference/parity/summary-parity.js';
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
    const { observation } = await expectContractOutcome(system, s);
    const { outcome } = observation;
    if (outcome.outcome !== 'rejected') return;
    // Only the summary was touched, so the typed difference must name it.
    const difference = outcome.reason.difference;
    expectThat(difference?.field === 'entrySummary' && difference.path.startsWith(SUMMARY_PATH), {
      code: 'reason',
      message: `the ${outcome.reason.stage} rejection does not point at the summary`,
      ...(difference !== undefined ? { difference } : {}),
    });
  },
  kills: ['summary-unchecked', 'summary-early-only', 'summary-not-sent', 'summary-reread-at-dispatch'],
});
