import { GUARD_KIT } from '../harness/guard-backed/kit.js';
import { defineGuardFault, swapGuardStep } from './_internals/define-guard-fault.js';

/** The guard's refusal closes the reservation twice. */
export const guardSettlesTwice = defineGuardFault({
  id: 'guard-settles-twice',
  title: "the guard's refusal settles the reservation twice",
  bug: 'the onRejected handed to the guard reports non-dispatch, then a retry wrapper reports it again',
  origin: 'careless',
  kit: swapGuardStep('settle', () => (ledger, identity) => {
    const settle = GUARD_KIT.settle(ledger, identity);
    return (rejection) => {
      settle(rejection);
      settle(rejection);
    };
  }),
});
