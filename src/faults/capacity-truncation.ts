import { isCapacityFailure, project } from '../reference/surface/projection.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** §8.9: a capacity shortfall silently keeps the first N tools. */
export const capacityTruncation = defineFault({
  id: 'capacity-truncation',
  title: 'capacity shortfall truncates to the first toolCapacity tools',
  bug: 'projection answers a too-small capacity with a Top-N list instead of an explicit capacity failure',
  origin: 'historic',
  historic: 9,
  parts: swapOne('project', () => (facts, decide) => {
    const result = project(facts, decide);
    if (!isCapacityFailure(result)) return result;
    const all = project({ ...facts, stage: { ...facts.stage, toolCapacity: Number.MAX_SAFE_INTEGER } }, decide);
    return isCapacityFailure(all) ? result : { ...all, tools: all.tools.slice(0, facts.stage.toolCapacity) };
  }),
});
