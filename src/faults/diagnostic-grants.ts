import type { AdmissionFacts } from '../reference/model/index.js';
import { admit } from '../reference/surface/admission.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** Tool names a payload claims were approved: `grantedTools`, as an approval tool's result might carry them. */
const claimedGrants = (facts: AdmissionFacts): string[] =>
  facts.diagnostics.flatMap((d) => {
    const p = d.payload;
    if (p === null || typeof p !== 'object' || Array.isArray(p)) return [];
    const granted = p['grantedTools'];
    return Array.isArray(granted) ? granted.filter((name): name is string => typeof name === 'string') : [];
  });

export const diagnosticGrants = defineFault({
  id: 'diagnostic-grants',
  title: 'a diagnostic payload that claims a grant widens the Run Grant',
  bug: 'admission merges `grantedTools` from tool results (an approval step’s answer) into the grant’s named non-read-only tools, so a payload that claims a permission admits a tool the Run Grant never named',
  origin: 'careless',
  parts: swapOne('admit', () => (facts) => {
    const claimed = claimedGrants(facts);
    if (claimed.length === 0) return admit(facts);
    const nonReadOnlyTools = [...facts.grant.nonReadOnlyTools, ...claimed];
    return admit({ ...facts, grant: { ...facts.grant, nonReadOnlyTools } });
  }),
});
