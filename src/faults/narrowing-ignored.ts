import { defineFault, swapOne } from './_internals/define-fault.js';

/** Owner revalidation never reaches the expectation. */
export const narrowingIgnored = defineFault({
  id: 'narrowing-ignored',
  title: 'owner narrowing not applied to the expectation',
  bug: 'the expected surface stays the first baseline after owners narrow, so a legitimately narrowed request is rejected',
  origin: 'careless',
  parts: swapOne('narrow', () => (baseline) => baseline),
});
