import { checkSummaryParity } from '../reference/parity/summary-parity.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Line numbers written for people: the verdict is right, the reported place is one line off. */
export const summaryLineOneBased = defineFault({
  id: 'summary-line-one-based',
  title: 'a summary rejection names its line 1-based',
  bug: 'the first differing Entry line is reported as `$.entrySummary[i + 1]`, so the report points at the wrong line',
  origin: 'careless',
  parts: swapOne('summaryParity', () => (context) => {
    const check = checkSummaryParity(context.expected, context.request);
    if (check.verdict.equal) return check;
    const { difference } = check.verdict;
    const path = difference.path.replace(
      /^\$\.entrySummary\[(\d+)\]/,
      (_, i: string) => `$.entrySummary[${Number(i) + 1}]`,
    );
    return { ...check, verdict: { equal: false, difference: { ...difference, path } } };
  }),
});
