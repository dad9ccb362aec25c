import { defineFault, swapOne } from './_internals/define-fault.js';
import { passSummaryUnchecked } from './_internals/summary-unchecked-parity.js';

/** The state before issue 18: parity covers the tool list only, so the summary goes out as hooks left it. */
export const summaryUnchecked = defineFault({
  id: 'summary-unchecked',
  title: 'the Entry summary is outside parity',
  bug: 'only the tool list is compared, so a hook that tells the model "holdings were read" reaches the provider',
  origin: 'careless',
  parts: swapOne('summaryParity', () => passSummaryUnchecked),
});
