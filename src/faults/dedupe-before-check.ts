import { defineFault, swapOne } from './_internals/define-fault.js';
import { lossyParity, nameOf } from './_internals/lossy-parity.js';

/** De-duplicates names before the check only. */
export const dedupeBeforeCheck = defineFault({
  id: 'dedupe-before-check',
  title: 'duplicate names dropped before comparing',
  bug: 'the actual list is de-duplicated by name before the check, but the list with the duplicate is dispatched',
  origin: 'careless',
  parts: swapOne('finalParity', () =>
    lossyParity((tools) => tools.filter((t, i) => tools.findIndex((u) => nameOf(u) === nameOf(t)) === i)),
  ),
});
