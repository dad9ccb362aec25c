import { admit } from '../reference/surface/admission.js';
import { defineFault } from './fault-variant.js';

/** §8.10: one switch for two capabilities. */
export const webOffHidesMarket = defineFault({
  id: 'web-off-hides-market',
  title: 'web search off also hides structured market tools',
  bug: 'market tools are gated on the web.search grant, as when the two were one "market web" switch',
  origin: 'historic',
  historic: 10,
  part: 'admit',
  swap: () => (facts) =>
    facts.grant.capabilities.includes('web.search')
      ? admit(facts)
      : admit(facts).map((d) =>
          d.refusedBy === undefined && d.capability?.startsWith('market.') === true
            ? { ...d, refusedBy: 'grant' as const }
            : d,
        ),
});

/** §8.11: a Skill's declaration overrides the Host network policy. */
export const hostVetoIgnored = defineFault({
  id: 'host-veto-ignored',
  title: 'a Skill-declared capability is admitted although the Host forbids its action',
  bug: 'the Factory announces market capabilities a Skill declares, without an executable Host action',
  origin: 'historic',
  historic: 11,
  part: 'admit',
  swap: () => (facts) => {
    const declared = new Set(facts.skills.filter((s) => s.active).flatMap((s) => s.capabilities));
    // What admission would say if the Host permitted everything the contract routes to.
    const lenient = admit({ ...facts, host: { permittedActions: facts.contract.map((e) => e.action) } });
    return admit(facts).map((d, i) =>
      d.refusedBy === 'host' && d.capability !== undefined && declared.has(d.capability) ? (lenient[i] ?? d) : d,
    );
  },
});
