import { checkSummaryParity } from '../reference/parity/summary-parity.js';
import { defineFault, swapOne } from './_internals/define-fault.js';
import { passSummaryUnchecked } from './_internals/summary-unchecked-parity.js';

/** The summary is checked once, right after the hooks; later assembly steps may still rewrite it. */
export const summaryEarlyOnly = defineFault({
  id: 'summary-early-only',
  title: 'the Entry summary is checked by early parity only',
  bug: 'the summary is fixed at projection and checked after the hooks, but a later step that appends a line goes out',
  origin: 'careless',
  parts: swapOne(
    'summaryParity',
    () => (context) =>
      context.stage === 'early' ? checkSummaryParity(context.expected, context.request) : passSummaryUnchecked(context),
  ),
});
