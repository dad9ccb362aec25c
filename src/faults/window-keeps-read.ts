import { defineFault, swapOne } from './_internals/define-fault.js';
import { admitReadingKindAs } from './_internals/gateway-kind-swap.js';

/** An expired runtime window taken for a mere budget. */
export const windowKeepsRead = defineFault({
  id: 'window-keeps-read',
  title: 'an expired runtime window still shows web reading',
  bug: 'runtime_window_expired is treated like search_budget_exhausted, so reading stays offered after the window closed',
  origin: 'careless',
  parts: swapOne('admit', () => admitReadingKindAs('runtime_window_expired', 'search_budget_exhausted')),
});
