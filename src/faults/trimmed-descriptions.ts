import { defineFault, swapOne } from './_internals/define-fault.js';
import { eachTool, lossyParity, text } from './_internals/lossy-parity.js';

/** Trims descriptions first. */
export const trimmedDescriptions = defineFault({
  id: 'trimmed-descriptions',
  title: 'parity trims descriptions before comparing',
  bug: 'descriptions are `.trim()`med on both sides, so added leading or trailing whitespace passes',
  origin: 'careless',
  parts: swapOne('finalParity', () =>
    lossyParity(eachTool((tool) => ({ ...tool, description: text(tool['description'], (s) => s.trim()) }))),
  ),
});
