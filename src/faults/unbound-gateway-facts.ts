import { admit } from '../reference/surface/admission.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Gateway facts applied whatever run or scope they were issued for. */
export const unboundGatewayFacts = defineFault({
  id: 'unbound-gateway-facts',
  title: 'Gateway facts not checked against run and scope',
  bug: 'a budget-exhausted fact from another run or scope hides web tools in this one',
  origin: 'careless',
  parts: swapOne(
    'admit',
    () => (facts) =>
      admit({
        ...facts,
        gatewayFacts: facts.gatewayFacts.map((f) => ({ ...f, runId: facts.turn.runId, scopeId: facts.turn.scopeId })),
      }),
  ),
});
