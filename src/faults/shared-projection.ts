import { admittedOnly } from '../reference/surface/admission.js';
import { isCapacityFailure, project } from '../reference/surface/projection.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** The registry's own descriptor objects handed out as the surface. */
export const sharedProjection = defineFault({
  id: 'shared-projection',
  title: 'projection returns the registry descriptors themselves',
  bug: 'the projected surface shares objects with the MCP registry snapshot, so whoever edits the surface edits the owner',
  origin: 'careless',
  parts: swapOne('project', () => (facts, decide) => {
    const result = project(facts, decide);
    if (isCapacityFailure(result) || result.mode !== 'research') return result;
    const byName = new Map(admittedOnly(decide(facts)).map((d) => [d.descriptor.name, d.descriptor] as const));
    return { ...result, tools: result.tools.map((t) => byName.get(t.name) ?? t) };
  }),
});
