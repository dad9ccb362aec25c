import { defineFault, swapOne } from './_internals/define-fault.js';

/** Swallows a provider failure: the outcome says so, the ledger owner never hears of it. */
export const providerFailureUnreported = defineFault({
  id: 'provider-failure-unreported',
  title: 'a provider failure is never reported to the ledger owner',
  bug: 'the send error is caught and returned to the caller, but the failure callback is skipped, so the reservation stays dispatched forever',
  origin: 'careless',
  parts: swapOne('dispatch', () => async ({ ledger, provider }, identity, wire) => {
    ledger.recordDispatched(identity);
    try {
      await provider.send(wire, identity);
      return { sent: true };
    } catch (error) {
      return { sent: false, error: String(error) };
    }
  }),
});
