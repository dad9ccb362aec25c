import { defineFault, swapOne } from './_internals/define-fault.js';

/** Reports a rejection in the phase of a provider failure. */
export const wrongRejectionPhase = defineFault({
  id: 'wrong-rejection-phase',
  title: 'a rejection is reported as a provider failure',
  bug: 'the failure callback is called with the one phase the code path knew, provider_failed, so the owner books a dispatch that never happened',
  origin: 'careless',
  parts: swapOne(
    'settleRejection',
    () => (ledger, identity, reason) =>
      ledger.onProviderRequestFailure(identity, {
        phase: 'provider_failed',
        reason: `${reason.stage}: ${reason.message}`,
      }),
  ),
});
