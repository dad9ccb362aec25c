import { READBACK_TOOL } from '../reference/model/index.js';
import { admit } from '../reference/surface/admission.js';
import { defineFault, swapOne } from './_internals/define-fault.js';

/** The readback control held to the grant too, as if the Run Grant shared the stage resources' say over it. */
export const readbackNeedsGrant = defineFault({
  id: 'readback-needs-grant',
  title: 'read_tool_result is admitted only when the Run Grant also covers it',
  bug: "A34-SPEC §3's grant condition is applied to the readback control, though §2 gives its admission to the stage resources alone: a run whose grant does not name readback loses the control context fitting permitted",
  origin: 'careless',
  parts: swapOne(
    'admit',
    () => (facts) =>
      admit(facts).map((d) =>
        d.descriptor.name === READBACK_TOOL &&
        d.origin === 'native' &&
        d.refusedBy === undefined &&
        !(facts.grant.capabilities.includes(d.capability ?? '') && facts.grant.nonReadOnlyTools.includes(READBACK_TOOL))
          ? { ...d, refusedBy: 'grant' as const }
          : d,
      ),
  ),
});
