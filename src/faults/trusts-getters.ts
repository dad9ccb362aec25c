import { defineFault, swapOne } from './_internals/define-fault.js';
import { copiedParity } from './_internals/lie-readers.js';

/** structuredClone snapshot: runs getters once, drops symbols, hidden keys and prototypes. */
export const trustsGetters = defineFault({
  id: 'trusts-getters',
  title: 'final parity snapshots the request with structuredClone',
  bug: 'the snapshot is `structuredClone(request.tools)`: getters answer once, symbol-keyed and non-enumerable keys and prototypes vanish unseen',
  origin: 'careless',
  parts: swapOne('finalParity', () => copiedParity((tools) => structuredClone(tools))),
});
