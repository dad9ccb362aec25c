import type { ToolDescriptor } from '../reference/model/index.js';
import { defineFault, swapOne } from './_internals/define-fault.js';
import { jsonText } from './_internals/json-text.js';
import { wholeSurfaceDifference } from './_internals/lossy-parity.js';

/** Text equality of JSON.stringify: runs toJSON (a lie passes) and sees key order (an equal value fails). */
export const jsonStringifyCompare = defineFault({
  id: 'json-stringify-compare',
  title: 'parity compares JSON.stringify texts',
  bug: '`JSON.stringify(request.tools) === JSON.stringify(expected)`: fooled by toJSON, and rejects reordered keys',
  origin: 'careless',
  parts: swapOne('finalParity', () => (context) => {
    const actual = jsonText(context.request.tools);
    return actual !== undefined && actual === jsonText(context.expected)
      ? { verdict: { equal: true }, snapshot: [...context.request.tools] as ToolDescriptor[] }
      : {
          verdict: { equal: false, difference: wholeSurfaceDifference('JSON text of the tool list differs') },
          snapshot: undefined,
        };
  }),
});
