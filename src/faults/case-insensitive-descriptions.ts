import { defineFault, swapOne } from './_internals/define-fault.js';
import { carelessDataFastPath, equalViews } from './_internals/careless-fast-path.js';
import { eachTool, text } from './_internals/lossy-parity.js';

/** Lower-cases descriptions first. */
export const caseInsensitiveDescriptions = defineFault({
  id: 'case-insensitive-descriptions',
  title: 'parity compares descriptions case-insensitively',
  bug: 'descriptions are lower-cased before comparing, so a hook may turn "do NOT place orders" into "do not place orders"',
  origin: 'careless',
  parts: swapOne('finalParity', () =>
    carelessDataFastPath(
      equalViews(eachTool((tool) => ({ ...tool, description: text(tool['description'], (s) => s.toLowerCase()) }))),
    ),
  ),
});
