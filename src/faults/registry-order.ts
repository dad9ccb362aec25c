import { admittedOnly } from '../reference/surface/admission.js';
import { isCapacityFailure, project } from '../reference/surface/projection.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Order taken from the registry listing: the surface then changes when a server lists in another order. */
export const registryOrder = defineFault({
  id: 'registry-order',
  title: 'tools shown in registry listing order',
  bug: 'projection keeps the order in which servers listed tools, so the same admitted set yields different surfaces',
  origin: 'careless',
  parts: swapOne('project', () => (facts, decide) => {
    const result = project(facts, decide);
    if (isCapacityFailure(result) || result.mode !== 'research') return result;
    const listed = admittedOnly(decide(facts)).map((d) => d.descriptor.name);
    return { ...result, tools: [...result.tools].sort((a, b) => listed.indexOf(a.name) - listed.indexOf(b.name)) };
  }),
});
