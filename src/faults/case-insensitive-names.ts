import { defineFault, swapOne } from './_internals/define-fault.js';
import { eachTool, lossyParity, text } from './_internals/lossy-parity.js';

/** Lower-cases names first. */
export const caseInsensitiveNames = defineFault({
  id: 'case-insensitive-names',
  title: 'parity compares names case-insensitively',
  bug: 'names are lower-cased before comparing, so a renamed tool the model calls by a new name passes',
  origin: 'careless',
  parts: swapOne('finalParity', () =>
    lossyParity(eachTool((tool) => ({ ...tool, name: text(tool['name'], (s) => s.toLowerCase()) }))),
  ),
});
