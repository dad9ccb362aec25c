import { compareCodeUnits } from '../reference/json/compare-keys.js';
import { defineFault, swapOne } from './_internals/define-fault.js';
import { lossyParity, nameOf } from './_internals/lossy-parity.js';

/** §8.13a: order is not compared. */
export const ignoresOrder = defineFault({
  id: 'ignores-order',
  title: 'parity ignores tool order',
  bug: 'both lists are sorted by name before comparing, so a reordering hook passes',
  origin: 'historic',
  historic: 13,
  parts: swapOne('finalParity', () =>
    lossyParity((tools) => [...tools].sort((a, b) => compareCodeUnits(nameOf(a), nameOf(b)))),
  ),
});
