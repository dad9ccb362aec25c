import { admit } from '../reference/surface/admission.js';
import { defineFault } from './fault-variant.js';

const serverOf = (name: string): string | undefined => (name.includes('__') ? name.split('__')[0] : undefined);

/** §8.5: Skills' method lists act as a per-server whitelist over canonical MCP tools. */
export const skillWhitelist = defineFault({
  id: 'skill-whitelist',
  title: "a Skill's method list hides canonical MCP siblings",
  bug: 'the retired modelToolCeiling still applies to MCP domains: mentioning market__search_instruments hides the other market__ tools',
  origin: 'historic',
  historic: 5,
  part: 'admit',
  swap: () => (facts) => {
    const mentioned = facts.skills.filter((skill) => skill.active).flatMap((skill) => skill.methods);
    return admit(facts).map((decision) => {
      const name = decision.descriptor.name;
      if (decision.refusedBy !== undefined || decision.origin !== 'mcp' || mentioned.includes(name)) return decision;
      const siblingMentioned = mentioned.some(
        (method) => serverOf(method) !== undefined && serverOf(method) === serverOf(name),
      );
      return siblingMentioned ? { ...decision, refusedBy: 'skill-ceiling' as const } : decision;
    });
  },
});

/** §8.6: the synthetic-tool ceiling is derived from the shared Host route, not the exact capability. */
export const hostRouteAvailability = defineFault({
  id: 'host-route-availability',
  title: "synthetic tools admitted on their sibling's Host route",
  bug: 'the Skill ceiling checks the Host action: a search-only Skill exposes web_read because both use search_public_sources',
  origin: 'historic',
  historic: 6,
  part: 'admit',
  swap: () => (facts) => {
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
  },
});
