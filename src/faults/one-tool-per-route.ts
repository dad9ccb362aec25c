import { admit } from '../reference/surface/admission.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** One tool per Host route: granting a sibling on a shared route takes the other away. */
export const oneToolPerRoute = defineFault({
  id: 'one-tool-per-route',
  title: 'one synthetic tool per shared Host route',
  bug: 'a ceiling derived from the Host route keeps a single tool per action, the most recently granted capability winning',
  origin: 'careless',
  parts: swapOne('admit', () => (facts) => {
    const decisions = admit(facts);
    const rank = (capability: string | undefined) => facts.grant.capabilities.lastIndexOf(capability ?? '');
    const winner = new Map<string, string>();
    for (const d of decisions) {
      if (d.origin !== 'synthetic' || d.refusedBy !== undefined || d.action === undefined) continue;
      const current = decisions.find((x) => x.descriptor.name === winner.get(d.action as string));
      if (current === undefined || rank(d.capability) > rank(current.capability))
        winner.set(d.action, d.descriptor.name);
    }
    return decisions.map((d) =>
      d.origin === 'synthetic' &&
      d.refusedBy === undefined &&
      d.action !== undefined &&
      winner.get(d.action) !== d.descriptor.name
        ? { ...d, refusedBy: 'host' as const }
        : d,
    );
  }),
});
