import type { ToolDescriptor } from '../reference/model/index.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Time of check vs time of use: the provider gets the live request list, not the snapshot that passed. */
export const rereadsAtDispatch = defineFault({
  id: 'rereads-at-dispatch',
  title: 'dispatch re-reads request.tools after the final check',
  bug: 'the encoder is fed `request.tools` again, so a change after the final check reaches the provider',
  origin: 'careless',
  parts: swapOne('dispatchSource', () => (_check, request) => request.tools as ToolDescriptor[]),
});
