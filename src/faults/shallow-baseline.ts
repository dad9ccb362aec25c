import type { ToolDescriptor } from '../reference/model/index.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** §8.3: a top-level copy only; nested schema objects stay shared with the request. */
export const shallowBaseline = defineFault({
  id: 'shallow-baseline',
  title: 'baseline copies only the list and descriptor top level',
  bug: 'the baseline is `tools.map(t => ({ ...t }))`: a hook editing inputSchema in place edits the expectation too',
  origin: 'historic',
  historic: 3,
  // Freezing only the copies: a deep freeze would reach the shared request objects and change the bug.
  parts: swapOne(
    'takeBaseline',
    () => (tools) => Object.freeze(tools.map((tool): ToolDescriptor => Object.freeze({ ...tool }))),
  ),
});
