import { permissionStatement } from '../reference/surface/entry-summary.js';
import { isCapacityFailure, project } from '../reference/surface/projection.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Entry lines that route a capability through the tool that carries it, not through its Host action. */
export const entryNamesTool = defineFault({
  id: 'entry-names-tool',
  title: 'Entry summary names the tool where the Host action belongs',
  bug: 'the Entry line reads the tool name for the route, so it says "through market__search_instruments" where the Host permits "query_market_data"',
  origin: 'careless',
  parts: swapOne('project', () => (facts, decide) => {
    const result = project(facts, decide);
    if (isCapacityFailure(result) || result.mode !== 'entry') return result;
    const toolOf = (capability: string, action: string): string =>
      facts.contract.find((e) => e.capability === capability)?.toolName ?? action;
    return {
      ...result,
      permissions: result.permissions.map((p) => {
        const action = toolOf(p.capability, p.action);
        return { ...p, action, statement: permissionStatement(p.capability, action) };
      }),
    };
  }),
});
