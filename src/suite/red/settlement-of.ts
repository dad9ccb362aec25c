import type { RequestIdentity } from '../../reference/model/index.js';
import type { LedgerEvent } from '../../reference/ports/memory-ledger.js';

const show = (e: LedgerEvent): string => `${e.type}${e.type === 'failure' ? `(${e.phase})` : ''}@${e.requestId}`;

/**
 * What the ledger says happened to a request after its reservation, for a report to show (the judge decides):
 * `dispatched`, `closed-once` (exactly one pre_dispatch_rejected failure), `provider-failed` (dispatched, then
 * one provider_failed failure), or `irregular: …` listing every event, including ones for other requests.
 */
export function settlementOf(ledger: readonly LedgerEvent[], identity: RequestIdentity): string {
  const recorded = ledger.filter((e) => e.type !== 'reserved');
  const only = recorded.length === 1 ? recorded[0] : undefined;
  if (only?.requestId === identity.requestId) {
    if (only.type === 'dispatched') return 'dispatched';
    if (only.type === 'failure' && only.phase === 'pre_dispatch_rejected') return 'closed-once';
  }
  const [first, second] = recorded;
  if (
    recorded.length === 2 &&
    recorded.every((e) => e.requestId === identity.requestId) &&
    first?.type === 'dispatched' &&
    second?.type === 'failure' &&
    second.phase === 'provider_failed'
  )
    return 'provider-failed';
  return `irregular: ${recorded.map(show).join(', ') || 'nothing recorded'}`;
}
