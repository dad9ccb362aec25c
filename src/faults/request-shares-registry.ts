import type { PipelineParts } from '../reference/pipeline/parts.js';
import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { isCapacityFailure } from '../reference/surface/projection.js';
import { defineFault } from './_internals/define-fault.js';

/** The request is built from the registry's own descriptor objects: a hook editing the request edits the owner. */
export const requestSharesRegistry = defineFault({
  id: 'request-shares-registry',
  title: "the request's tools are the registry's own descriptor objects",
  bug: "projection hands back the registry listing it read and the request takes the list without copying, so an in-place hook edit rewrites the MCP owner's facts",
  origin: 'careless',
  parts: (): PipelineParts => ({
    ...referenceParts,
    project: (facts, decide) => {
      const result = referenceParts.project(facts, decide);
      if (isCapacityFailure(result)) return result;
      const listed = new Map(facts.registry.connections.flatMap((c) => c.tools.map((t) => [t.name, t] as const)));
      return { ...result, tools: result.tools.map((t) => listed.get(t.name) ?? t) };
    },
    exposeTools: (tools) => [...tools],
  }),
});
