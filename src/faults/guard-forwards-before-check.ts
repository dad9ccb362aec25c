import { defineGuardFault, swapGuardStep } from './_internals/define-guard-fault.js';

/** The guard reads and checks the body only after the inner fetch has sent it. */
export const guardForwardsBeforeCheck = defineGuardFault({
  id: 'guard-forwards-before-check',
  title: 'the guard checks the body after forwarding it',
  bug: 'the wrapper awaits the inner fetch first and checks the request on the way back: a refusal comes after the provider got it',
  origin: 'careless',
  kit: swapGuardStep('wrapFetch', () => (guard, inner) => async (input, init) => {
    const response = await inner(input, init);
    return guard.fetch(async () => response)(input, init);
  }),
});
