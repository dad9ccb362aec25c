import { SUMMARY_PATH, checkSummaryParity } from '../reference/parity/summary-parity.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** The summary goes through the tool list's reader, and its `$`-rooted path is passed on as it came. */
export const summaryPathUnrooted = defineFault({
  id: 'summary-path-unrooted',
  title: 'a lie in the Entry summary is reported at the tool list’s path',
  bug: 'the summary is read with the tool list’s reader and its path is not re-rooted: a lie on line 2 is reported at `$[2]`, which names tool 2',
  origin: 'careless',
  parts: swapOne('summaryParity', () => (context) => {
    const check = checkSummaryParity(context.expected, context.request);
    if (check.verdict.equal || check.verdict.difference.actual !== '<unreadable>') return check;
    const { difference } = check.verdict;
    const path = `$${difference.path.slice(SUMMARY_PATH.length)}`;
    return { ...check, verdict: { equal: false, difference: { ...difference, path } } };
  }),
});
