import { defineFault, swapOne } from './_internals/define-fault.js';
import { carelessDataFastPath, equalViews } from './_internals/careless-fast-path.js';
import { eachTool, text } from './_internals/lossy-parity.js';

/** Folds `-` and `.` into `_` first, as a provider-safe name sanitiser does. */
export const separatorFoldedNames = defineFault({
  id: 'separator-folded-names',
  title: 'parity compares names after folding `-` and `.` into `_`',
  bug: 'names go through the provider sanitiser (`.`/`-` to `_`) before comparing, so `market__search-instruments` passes for `market__search_instruments`',
  origin: 'careless',
  parts: swapOne('finalParity', () =>
    carelessDataFastPath(
      equalViews(eachTool((tool) => ({ ...tool, name: text(tool['name'], (s) => s.replace(/[-.]/g, '_')) }))),
    ),
  ),
});
