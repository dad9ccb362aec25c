import { isDeepStrictEqual } from 'node:util';
import { cloneJson } from '../reference/json/clone.js';
import type { ToolDescriptor } from '../reference/model/index.js';
import { isCapacityFailure, project } from '../reference/surface/projection.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** tools/list_changed applied onto the descriptor objects of the snapshot the system already holds. */
export const registryUpdatedInPlace = defineFault({
  id: 'registry-updated-in-place',
  title: 'registry refreshed in place on tools/list_changed',
  bug: 'the runtime writes a re-fetched listing onto the descriptors of the snapshot it holds, so snapshot A changes under requests built from it',
  origin: 'careless',
  parts: swapOne('project', () => {
    const held = new Map<string, ToolDescriptor>();
    return (facts, decide) => {
      for (const tool of facts.registry.connections.flatMap((c) => c.tools)) {
        const known = held.get(tool.name);
        if (known === undefined) held.set(tool.name, tool);
        else if (!isDeepStrictEqual(known, tool)) Object.assign(known, cloneJson(tool));
      }
      const result = project(facts, decide);
      return isCapacityFailure(result) ? result : { ...result, tools: result.tools.map((t) => held.get(t.name) ?? t) };
    };
  }),
});
