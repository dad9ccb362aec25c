import { compareSurfaces } from '../parity/compare.js';
import { unreadableVerdict } from '../parity/check.js';
import { lockstepEqual } from '../parity/lockstep-equal.js';
import { readSurface } from '../parity/read-surface.js';
import { checkSummaryParity } from '../parity/summary-parity.js';
import { admit } from '../surface/admission.js';
import { narrowBaseline, takeBaseline } from '../surface/baseline.js';
import { project } from '../surface/projection.js';
import { recoverGatewayFacts } from '../surface/recovery.js';
import { getEncoder } from '../wire/index.js';
import type { ParityCheck, ParityContext, PipelineParts } from './parts.js';
import { attachPublicationContext } from './assembly.js';
import { dispatchOnce } from './dispatch.js';
import { sealProves, sealRequest } from './seal.js';

/** Reads the request once and compares the snapshot; the snapshot is what may go out. */
export function strictParity(context: ParityContext): ParityCheck {
  // The list itself is read as a data property: a getter on `request.tools` is a lie like any other.
  const slot = Object.getOwnPropertyDescriptor(context.request, 'tools');
  if (slot === undefined || !('value' in slot))
    return {
      verdict: unreadableVerdict({ ok: false, path: '$', reason: 'request.tools is an accessor, not a list' }),
      snapshot: undefined,
    };
  // Nothing ran since the seal's own walk proved this list equal to this expectation: that walk is this check's.
  if (
    context.unchangedSinceSeal === true &&
    context.seal !== undefined &&
    sealProves(context.seal, slot.value, context.expected)
  )
    return { verdict: { equal: true }, snapshot: context.expected };
  // Fast path: one validating walk proves the list lie-free and equal; the frozen baseline then stands for it.
  if (lockstepEqual(context.expected, slot.value)) return { verdict: { equal: true }, snapshot: context.expected };
  // Read exactly once: a second read of a lying accessor could answer differently.
  const read = readSurface(slot.value);
  if (!read.ok) return { verdict: unreadableVerdict(read), snapshot: undefined };
  return {
    verdict: compareSurfaces(context.expected, read.tools),
    snapshot: read.tools,
  };
}

/** The correct A34 parts, by the contract. */
export const referenceParts: PipelineParts = {
  admit,
  project,
  recover: recoverGatewayFacts,
  takeBaseline,
  // Projection's descriptors are fresh copies no owner holds, so the request takes them as its own.
  exposeTools: (tools) => [...tools],
  earlyParity: strictParity,
  narrow: narrowBaseline,
  seal: sealRequest,
  finalParity: strictParity,
  summaryParity: ({ expected, request }) => checkSummaryParity(expected, request),
  dispatchSource: (check) => {
    if (check.snapshot === undefined) throw new Error('no checked snapshot to dispatch');
    return check.snapshot;
  },
  attachPublication: (request, publication) => attachPublicationContext(request, publication.texts),
  settleRejection: (ledger, identity, reason) =>
    ledger.onProviderRequestFailure(identity, {
      phase: 'pre_dispatch_rejected',
      reason: `${reason.stage}: ${reason.message}`,
    }),
  encoder: getEncoder('openai-chat'),
  dispatch: dispatchOnce,
};
