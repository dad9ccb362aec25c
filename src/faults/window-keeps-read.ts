import { admit } from '../reference/surface/admission.js';
import type { GatewayFact } from '../reference/model/index.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

const withKind = (facts: readonly GatewayFact[], from: GatewayFact['kind'], to: GatewayFact['kind']): GatewayFact[] =>
  facts.map((f) => (f.kind === from ? { ...f, kind: to } : f));

/** An expired runtime window taken for a mere budget. */
export const windowKeepsRead = defineFault({
  id: 'window-keeps-read',
  title: 'an expired runtime window still shows web reading',
  bug: 'runtime_window_expired is treated like search_budget_exhausted, so reading stays offered after the window closed',
  origin: 'careless',
  parts: swapOne(
    'admit',
    () => (facts) =>
      admit({
        ...facts,
        gatewayFacts: withKind(facts.gatewayFacts, 'runtime_window_expired', 'search_budget_exhausted'),
      }),
  ),
});
