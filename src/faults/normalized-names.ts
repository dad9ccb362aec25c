import { defineFault, swapOne } from './_internals/define-fault.js';
import { carelessDataFastPath, equalViews } from './_internals/careless-fast-path.js';
import { eachTool, text } from './_internals/lossy-parity.js';

/** NFC-normalizes names first. */
export const normalizedNames = defineFault({
  id: 'normalized-names',
  title: 'parity normalizes names to NFC before comparing',
  bug: 'names are NFC-normalized on both sides, so a hook may switch a name to its NFD spelling, which the model then calls',
  origin: 'careless',
  parts: swapOne('finalParity', () =>
    carelessDataFastPath(
      equalViews(eachTool((tool) => ({ ...tool, name: text(tool['name'], (s) => s.normalize('NFC')) }))),
    ),
  ),
});
