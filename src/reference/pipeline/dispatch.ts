import type { RequestIdentity } from '../model/index.js';
import type { WireRequest } from '../wire/encoder.js';
import type { DispatchPorts, DispatchResult } from './parts.js';

/** The ledger owner learns of the dispatch once, the provider is called once, and its failure is reported once. */
export async function dispatchOnce(
  { ledger, provider }: DispatchPorts,
  identity: RequestIdentity,
  wire: WireRequest,
): Promise<DispatchResult> {
  ledger.recordDispatched(identity);
  try {
    await provider.send(wire, identity);
    return { sent: true };
  } catch (error) {
    ledger.onProviderRequestFailure(identity, { phase: 'provider_failed', reason: String(error) });
    return { sent: false, error: String(error) };
  }
}
