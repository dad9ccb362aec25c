import { defineFault, swapOne } from './_internals/define-fault.js';
import { admitReadingKindAs } from './_internals/gateway-kind-swap.js';

/** An exhausted search budget taken for the end of all web access. */
export const budgetHidesRead = defineFault({
  id: 'budget-hides-read',
  title: 'an exhausted search budget also hides web reading',
  bug: 'search_budget_exhausted is treated like runtime_window_expired, so an already authorized source can no longer be read',
  origin: 'careless',
  parts: swapOne('admit', () => admitReadingKindAs('search_budget_exhausted', 'runtime_window_expired')),
});
