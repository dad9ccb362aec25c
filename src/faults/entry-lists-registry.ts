import { cloneJson } from '../reference/json/clone.js';
import { isCapacityFailure, project } from '../reference/surface/projection.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** An Entry surface that carries the servers' listings alongside its summary, admitted or not. */
export const entryListsRegistry = defineFault({
  id: 'entry-lists-registry',
  title: 'Entry surface lists every registered tool',
  bug: 'Entry mode fills its tool list from the registry snapshot instead of admission, so refused tools reach the model beside the summary',
  origin: 'careless',
  parts: swapOne('project', () => (facts, decide) => {
    const result = project(facts, decide);
    if (isCapacityFailure(result) || result.mode !== 'entry') return result;
    const listed = facts.registry.connections.filter((c) => c.connected).flatMap((c) => c.tools);
    return { ...result, tools: listed.map((t) => cloneJson(t)) };
  }),
});
