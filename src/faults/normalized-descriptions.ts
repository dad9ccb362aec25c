import { defineFault, swapOne } from './_internals/define-fault.js';
import { eachTool, lossyParity, text } from './_internals/lossy-parity.js';

/** NFC-normalizes descriptions first. */
export const normalizedDescriptions = defineFault({
  id: 'normalized-descriptions',
  title: 'parity normalizes descriptions to NFC before comparing',
  bug: 'descriptions are NFC-normalized on both sides, so a hook may switch the model-visible normalization form',
  origin: 'careless',
  parts: swapOne('finalParity', () =>
    lossyParity(eachTool((tool) => ({ ...tool, description: text(tool['description'], (s) => s.normalize('NFC')) }))),
  ),
});
