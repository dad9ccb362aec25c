import { permissionStatement } from '../reference/surface/entry-summary.js';
import { isCapacityFailure, project } from '../reference/surface/projection.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Entry lines that report outcomes instead of permissions. */
export const entryClaimsOutcome = defineFault({
  id: 'entry-claims-outcome',
  title: 'Entry summary claims outcomes',
  bug: 'the Entry summary says "holdings were read" where it may only say "portfolio may be read"',
  origin: 'careless',
  parts: swapOne('project', () => (facts, decide) => {
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
  }),
});
