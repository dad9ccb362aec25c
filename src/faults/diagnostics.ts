import { admit } from '../reference/surface/admission.js';
import { recoverGatewayFacts } from '../reference/surface/recovery.js';
import { derivedBudgetFact, exhaustedPayloads, hideSearchOnDiagnostics } from './diagnostic-payload.js';
import { defineFault } from './fault-variant.js';

/** §8.7, live seam: admission reads diagnostics as if they were Gateway facts. */
export const diagnosticLive = defineFault({
  id: 'diagnostic-live',
  title: 'a diagnostic payload hides web search at live admission',
  bug: 'live admission re-derives availability from tool results (disabledTools, searchBudgetExhausted)',
  origin: 'historic',
  historic: 7,
  part: 'admit',
  swap: () => (facts) => hideSearchOnDiagnostics(facts, admit(facts)),
});

/** §8.7, recovery seam: stored tool results are parsed to rediscover Web state. */
export const diagnosticRecovery = defineFault({
  id: 'diagnostic-recovery',
  title: 'a stored tool result hides web search after recovery',
  bug: 'recovery parses stored MCP results for budget fields instead of trusting sealed Gateway receipts only',
  origin: 'historic',
  historic: 7,
  part: 'recover',
  swap: () => (receipts, stored) => {
    const derived = exhaustedPayloads(stored).flatMap((p) => derivedBudgetFact(p, receipts[0]?.fact) ?? []);
    return [...recoverGatewayFacts(receipts, stored), ...derived];
  },
});

/**
 * §8.7, third seam: owner revalidation. Its narrowing reads `admit` of the revised facts, and no other part sees
 * them, so `admit` is swapped: it consults diagnostics only once a Gateway fact is present, as refreshed facts are.
 */
export const diagnosticRevalidation = defineFault({
  id: 'diagnostic-revalidation',
  title: 'a diagnostic payload hides web search when owners revalidate',
  bug: 'the Gateway refresh path "completes" availability from tool results whenever the Gateway reported anything',
  origin: 'historic',
  historic: 7,
  part: 'admit',
  swap: () => (facts) => (facts.gatewayFacts.length > 0 ? hideSearchOnDiagnostics(facts, admit(facts)) : admit(facts)),
});
