import { checkSummaryParity } from '../reference/parity/summary-parity.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** A careless summary check: `null` is read as an absent summary, so a slot emptied to `null` says "no line". */
export const nullSummaryAsEmpty = defineFault({
  id: 'null-summary-as-empty',
  title: 'an Entry summary replaced by `null` is read as an empty one',
  bug: '`request.entrySummary ?? []`: a hook that sets the summary to `null` is let through where no line is due, and elsewhere reported as a missing line, not as the `null` the request held',
  origin: 'careless',
  parts: swapOne('summaryParity', () => ({ expected, request }) => {
    // Cast: the slot is read as the fault reads it, whatever the request holds.
    const slot = (request as { entrySummary?: unknown }).entrySummary;
    return checkSummaryParity(expected, slot === null ? { ...request, entrySummary: [] } : request);
  }),
});
