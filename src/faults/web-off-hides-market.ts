import { admit } from '../reference/surface/admission.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** §8.10: one switch for two capabilities. */
export const webOffHidesMarket = defineFault({
  id: 'web-off-hides-market',
  title: 'web search off also hides structured market tools',
  bug: 'market tools are gated on the web.search grant, as when the two were one "market web" switch',
  origin: 'historic',
  historic: 10,
  parts: swapOne(
    'admit',
    () => (facts) =>
      facts.grant.capabilities.includes('web.search')
        ? admit(facts)
        : admit(facts).map((d) =>
            d.refusedBy === undefined && d.capability?.startsWith('market.') === true
              ? { ...d, refusedBy: 'grant' as const }
              : d,
          ),
  ),
});
