import { checkSummaryParity } from '../reference/parity/summary-parity.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** The summary's final check passes, but what is encoded is the request's live list, not the checked lines. */
export const summaryRereadAtDispatch = defineFault({
  id: 'summary-reread-at-dispatch',
  title: 'the Entry summary is read again for dispatch',
  bug: 'the encoder gets request.entrySummary itself after the final check, so a line added afterwards reaches the model',
  origin: 'careless',
  parts: swapOne('summaryParity', () => (context) => {
    const check = checkSummaryParity(context.expected, context.request);
    const live = context.request.entrySummary;
    return check.verdict.equal && Array.isArray(live) ? { ...check, snapshot: live as string[] } : check;
  }),
});
