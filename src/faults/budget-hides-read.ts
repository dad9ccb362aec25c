import { admit } from '../reference/surface/admission.js';
import type { GatewayFact } from '../reference/model/index.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

const withKind = (facts: readonly GatewayFact[], from: GatewayFact['kind'], to: GatewayFact['kind']): GatewayFact[] =>
  facts.map((f) => (f.kind === from ? { ...f, kind: to } : f));

/** An exhausted search budget taken for the end of all web access. */
export const budgetHidesRead = defineFault({
  id: 'budget-hides-read',
  title: 'an exhausted search budget also hides web reading',
  bug: 'search_budget_exhausted is treated like runtime_window_expired, so an already authorized source can no longer be read',
  origin: 'careless',
  parts: swapOne(
    'admit',
    () => (facts) =>
      admit({
        ...facts,
        gatewayFacts: withKind(facts.gatewayFacts, 'search_budget_exhausted', 'runtime_window_expired'),
      }),
  ),
});
