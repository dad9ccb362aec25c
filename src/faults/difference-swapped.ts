import { defineFault, swapOne } from './_internals/define-fault.js';
import { misreportedParity } from './_internals/misreported-parity.js';

/** A careless slip in what a rejection reports: the verdict is right, the evidence is not. */
export const differenceSwapped = defineFault({
  id: 'difference-swapped',
  title: 'final parity reports expected and actual the wrong way round',
  bug: 'the difference is built with the two sides swapped, so the report blames the baseline for the change',
  origin: 'careless',
  parts: swapOne('finalParity', () =>
    misreportedParity(({ expected, actual, ...rest }) => ({
      ...rest,
      expected: actual === '<unreadable>' ? '<absent>' : actual,
      actual: expected,
    })),
  ),
});
