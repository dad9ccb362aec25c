import type { ParityCheck } from '../reference/pipeline/parts.js';
import { strictParity } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** A careless slip in what a rejection reports: the verdict is right, the evidence is not. */
export const differenceSwapped = defineFault({
  id: 'difference-swapped',
  title: 'final parity reports expected and actual the wrong way round',
  bug: 'the difference is built with the two sides swapped, so the report blames the baseline for the change',
  origin: 'careless',
  parts: swapOne('finalParity', () => (context) => {
    const check: ParityCheck = strictParity(context);
    if (check.verdict.equal) return check;
    const { expected, actual, ...rest } = check.verdict.difference;
    const swapped = { ...rest, expected: actual === '<unreadable>' ? '<absent>' : actual, actual: expected };
    return { ...check, verdict: { equal: false, difference: swapped } };
  }),
});
