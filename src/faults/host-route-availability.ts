import { admit } from '../reference/surface/admission.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** §8.6: the synthetic-tool ceiling is derived from the shared Host route, not the exact capability. */
export const hostRouteAvailability = defineFault({
  id: 'host-route-availability',
  title: "synthetic tools admitted on their sibling's Host route",
  bug: 'the Skill ceiling checks the Host action: a search-only Skill exposes web_read because both use search_public_sources',
  origin: 'historic',
  historic: 6,
  parts: swapOne('admit', () => (facts) => {
    const bound = new Set(facts.skills.filter((skill) => skill.active).flatMap((skill) => skill.capabilities));
    const boundActions = new Set(
      facts.contract.filter((entry) => bound.has(entry.capability)).map((entry) => entry.action),
    );
    return admit(facts).map((decision) =>
      decision.refusedBy === 'skill-ceiling' &&
      decision.origin === 'synthetic' &&
      decision.action !== undefined &&
      boundActions.has(decision.action)
        ? { ...decision, refusedBy: undefined }
        : decision,
    );
  }),
});
