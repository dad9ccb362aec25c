import { defineFault, swapOne } from './_internals/define-fault.js';
import { eachTool, lossyParity } from './_internals/lossy-parity.js';

/** §8.13b: descriptions are not compared. */
export const ignoresDescriptions = defineFault({
  id: 'ignores-descriptions',
  title: 'parity ignores descriptions',
  bug: 'the comparison treats descriptions as cosmetic, so an appended instruction reaches the model',
  origin: 'historic',
  historic: 13,
  parts: swapOne('finalParity', () => lossyParity(eachTool(({ description: _ignored, ...rest }) => rest))),
});
