import { defineFault, swapOne } from './_internals/define-fault.js';
import { copiedParity } from './_internals/lie-readers.js';

/** JSON round-trip snapshot: springs Proxy traps, runs toJSON, drops undefined and functions. */
export const noProxyCheck = defineFault({
  id: 'no-proxy-check',
  title: 'final parity snapshots the request with a JSON round trip',
  bug: 'the snapshot is `JSON.parse(JSON.stringify(request.tools))`: Proxy traps and toJSON run, undefined and functions vanish, NaN becomes null',
  origin: 'careless',
  parts: swapOne('finalParity', () => copiedParity((tools) => JSON.parse(JSON.stringify(tools)) as unknown)),
});
