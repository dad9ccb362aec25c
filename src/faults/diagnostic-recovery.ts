import { recoverGatewayFacts } from '../reference/surface/recovery.js';
import { derivedBudgetFact, exhaustedPayloads } from './_internals/diagnostic-payload.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** §8.7, recovery seam: stored tool results are parsed to rediscover Web state. */
export const diagnosticRecovery = defineFault({
  id: 'diagnostic-recovery',
  title: 'a stored tool result hides web search after recovery',
  bug: 'recovery parses stored MCP results for budget fields instead of trusting sealed Gateway receipts only',
  origin: 'historic',
  historic: 7,
  parts: swapOne('recover', () => (receipts, stored) => {
    const derived = exhaustedPayloads(stored).flatMap((p) => derivedBudgetFact(p, receipts[0]?.fact) ?? []);
    return [...recoverGatewayFacts(receipts, stored), ...derived];
  }),
});
