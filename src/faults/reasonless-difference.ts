import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault } from './_internals/define-fault.js';
import { misreportedParity } from './_internals/misreported-parity.js';

/** Both checks find the right place and drop why it differs. */
const whereOnly = misreportedParity((difference) => ({ ...difference, reason: '' }));

/** A careless slip in what a rejection reports: the verdict and place are right, the reason is empty. */
export const reasonlessDifference = defineFault({
  id: 'reasonless-difference',
  title: 'parity rejections carry an empty reason',
  bug: 'the comparer returns where the lists part but not why, so a rejection says "" about its first difference',
  origin: 'careless',
  parts: () => ({ ...referenceParts, earlyParity: whereOnly, finalParity: whereOnly }),
});
