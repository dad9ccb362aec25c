import { admit } from '../reference/surface/admission.js';
import type { GatewayFact } from '../reference/model/index.js';
import { defineFault } from './fault-variant.js';

const withKind = (facts: readonly GatewayFact[], from: GatewayFact['kind'], to: GatewayFact['kind']): GatewayFact[] =>
  facts.map((f) => (f.kind === from ? { ...f, kind: to } : f));

/** An exhausted search budget taken for the end of all web access. */
export const budgetHidesRead = defineFault({
  id: 'budget-hides-read',
  title: 'an exhausted search budget also hides web reading',
  bug: 'search_budget_exhausted is treated like runtime_window_expired, so an already authorized source can no longer be read',
  origin: 'careless',
  part: 'admit',
  swap: () => (facts) =>
    admit({
      ...facts,
      gatewayFacts: withKind(facts.gatewayFacts, 'search_budget_exhausted', 'runtime_window_expired'),
    }),
});

/** An expired runtime window taken for a mere budget. */
export const windowKeepsRead = defineFault({
  id: 'window-keeps-read',
  title: 'an expired runtime window still shows web reading',
  bug: 'runtime_window_expired is treated like search_budget_exhausted, so reading stays offered after the window closed',
  origin: 'careless',
  part: 'admit',
  swap: () => (facts) =>
    admit({
      ...facts,
      gatewayFacts: withKind(facts.gatewayFacts, 'runtime_window_expired', 'search_budget_exhausted'),
    }),
});

/** Owner revalidation never reaches the expectation. */
export const narrowingIgnored = defineFault({
  id: 'narrowing-ignored',
  title: 'owner narrowing not applied to the expectation',
  bug: 'the expected surface stays the first baseline after owners narrow, so a legitimately narrowed request is rejected',
  origin: 'careless',
  part: 'narrow',
  swap: () => (baseline) => baseline,
});
