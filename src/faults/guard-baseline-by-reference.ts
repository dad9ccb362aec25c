import type { ToolDescriptor } from '../reference/model/index.js';
import { defineGuardFault, swapGuardStep } from './_internals/define-guard-fault.js';

/** The guard keeps the admitted descriptors themselves, not a copy of them. */
export const guardBaselineByReference = defineGuardFault({
  id: 'guard-baseline-by-reference',
  title: 'the guard takes its baseline by reference',
  bug: 'the baseline is `[...tools]`: a hook editing an admitted descriptor in place edits what the guard expects',
  origin: 'careless',
  // Nothing is frozen: freezing would reach the request's objects and make an in-place edit throw instead.
  kit: swapGuardStep('takeBaseline', () => (tools) => [...(tools as readonly ToolDescriptor[])]),
});
