import { compareCodeUnits } from '../reference/json/compare-keys.js';
import { defineFault, swapOne } from './_internals/define-fault.js';
import { canonical, lossyParity } from './_internals/lossy-parity.js';

/** Compares the lists as sets. */
export const setCompare = defineFault({
  id: 'set-compare',
  title: 'parity compares the lists as sets of tools',
  bug: 'tools are compared as a set (every actual tool is expected and vice versa): order and multiplicity are lost',
  origin: 'careless',
  parts: swapOne('finalParity', () =>
    lossyParity((tools) =>
      [...new Map(tools.map((t) => [canonical(t), t] as const)).entries()]
        .sort(([a], [b]) => compareCodeUnits(a, b))
        .map(([, t]) => t),
    ),
  ),
});
