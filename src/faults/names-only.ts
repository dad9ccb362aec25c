import { defineFault, swapOne } from './_internals/define-fault.js';
import { eachTool, lossyParity } from './_internals/lossy-parity.js';

/** Compares names only. */
export const namesOnly = defineFault({
  id: 'names-only',
  title: 'parity compares tool names only',
  bug: 'the check is `expected.map(t => t.name)` against `actual.map(t => t.name)`',
  origin: 'careless',
  parts: swapOne('finalParity', () => lossyParity(eachTool((tool) => ({ name: tool['name'] ?? null })))),
});
