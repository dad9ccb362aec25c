import { admittedOnly } from '../reference/surface/admission.js';
import { permissionStatement } from '../reference/surface/entry-summary.js';
import { isCapacityFailure, project } from '../reference/surface/projection.js';
import { defineFault } from './fault-variant.js';

/** Order taken from the registry listing: the surface then changes when a server lists in another order. */
export const registryOrder = defineFault({
  id: 'registry-order',
  title: 'tools shown in registry listing order',
  bug: 'projection keeps the order in which servers listed tools, so the same admitted set yields different surfaces',
  origin: 'careless',
  part: 'project',
  swap: () => (facts, decide) => {
    const result = project(facts, decide);
    if (isCapacityFailure(result) || result.mode !== 'research') return result;
    const listed = admittedOnly(decide(facts)).map((d) => d.descriptor.name);
    return { ...result, tools: [...result.tools].sort((a, b) => listed.indexOf(a.name) - listed.indexOf(b.name)) };
  },
});

/** The registry's own descriptor objects handed out as the surface. */
export const sharedProjection = defineFault({
  id: 'shared-projection',
  title: 'projection returns the registry descriptors themselves',
  bug: 'the projected surface shares objects with the MCP registry snapshot, so whoever edits the surface edits the owner',
  origin: 'careless',
  part: 'project',
  swap: () => (facts, decide) => {
    const result = project(facts, decide);
    if (isCapacityFailure(result) || result.mode !== 'research') return result;
    const byName = new Map(admittedOnly(decide(facts)).map((d) => [d.descriptor.name, d.descriptor] as const));
    return { ...result, tools: result.tools.map((t) => byName.get(t.name) ?? t) };
  },
});

/** Entry lines that report outcomes instead of permissions. */
export const entryClaimsOutcome = defineFault({
  id: 'entry-claims-outcome',
  title: 'Entry summary claims outcomes',
  bug: 'the Entry summary says "holdings were read" where it may only say "portfolio may be read"',
  origin: 'careless',
  part: 'project',
  swap: () => (facts, decide) => {
    const result = project(facts, decide);
    if (isCapacityFailure(result) || result.mode !== 'entry') return result;
    return {
      ...result,
      permissions: result.permissions.map((p) => ({
        ...p,
        statement: p.capability.endsWith('.read')
          ? `${p.capability}: the data was read through ${p.action}.`
          : permissionStatement(p.capability, p.action),
      })),
    };
  },
});
