import type { ToolDescriptor } from '../reference/model/index.js';
import { takeBaseline } from '../reference/surface/baseline.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** One baseline slot per system: concurrent requests overwrite each other's expectation. */
export const sharedBaselineSlot = defineFault({
  id: 'shared-baseline-slot',
  title: 'baseline kept in one slot per system',
  bug: 'the expected surface lives in a field of the long-lived adapter, so a concurrent request replaces it mid-flight',
  origin: 'careless',
  parts: swapOne('takeBaseline', () => {
    const slot: ToolDescriptor[] = [];
    return (tools) => {
      slot.splice(0, slot.length, ...takeBaseline(tools));
      return slot;
    };
  }),
});
