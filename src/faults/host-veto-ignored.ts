import { admit } from '../reference/surface/admission.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** §8.11: a Skill's declaration overrides the Host network policy. */
export const hostVetoIgnored = defineFault({
  id: 'host-veto-ignored',
  title: 'a Skill-declared capability is admitted although the Host forbids its action',
  bug: 'the Factory announces market capabilities a Skill declares, without an executable Host action',
  origin: 'historic',
  historic: 11,
  parts: swapOne('admit', () => (facts) => {
    const declared = new Set(facts.skills.filter((s) => s.active).flatMap((s) => s.capabilities));
    // What admission would say if the Host permitted everything the contract routes to.
    const lenient = admit({ ...facts, host: { permittedActions: facts.contract.map((e) => e.action) } });
    return admit(facts).map((d, i) =>
      d.refusedBy === 'host' && d.capability !== undefined && declared.has(d.capability) ? (lenient[i] ?? d) : d,
    );
  }),
});
