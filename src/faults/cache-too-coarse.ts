import { cloneJson } from '../reference/json/clone.js';
import { project, type ProjectionResult } from '../reference/surface/projection.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** A per-system projection cache keyed on the registry snapshot alone: grants, Host and Gateway facts change unseen. */
export const cacheTooCoarse = defineFault({
  id: 'cache-too-coarse',
  title: 'projection cached per registry snapshot',
  bug: 'A34 keeps a projection cache keyed on registry.snapshotId, so a later turn with narrower owner facts sees the old surface',
  origin: 'careless',
  parts: swapOne('project', () => {
    const cache = new Map<string, ProjectionResult>();
    return (facts, decide) => {
      const key = facts.registry.snapshotId;
      const result = cache.get(key) ?? project(facts, decide);
      cache.set(key, result);
      // Copies keep the cached value pure; only its key is wrong.
      return cloneJson(result);
    };
  }),
});
