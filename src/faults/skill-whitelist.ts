import { admit } from '../reference/surface/admission.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

const serverOf = (name: string): string | undefined => (name.includes('__') ? name.split('__')[0] : undefined);

/** §8.5: Skills' method lists act as a per-server whitelist over canonical MCP tools. */
export const skillWhitelist = defineFault({
  id: 'skill-whitelist',
  title: "a Skill's method list hides canonical MCP siblings",
  bug: 'the retired modelToolCeiling still applies to MCP domains: mentioning market__search_instruments hides the other market__ tools',
  origin: 'historic',
  historic: 5,
  parts: swapOne('admit', () => (facts) => {
    const mentioned = facts.skills.filter((skill) => skill.active).flatMap((skill) => skill.methods);
    return admit(facts).map((decision) => {
      const name = decision.descriptor.name;
      if (decision.refusedBy !== undefined || decision.origin !== 'mcp' || mentioned.includes(name)) return decision;
      const siblingMentioned = mentioned.some(
        (method) => serverOf(method) !== undefined && serverOf(method) === serverOf(name),
      );
      return siblingMentioned ? { ...decision, refusedBy: 'skill-ceiling' as const } : decision;
    });
  }),
});
