import type { RequestIdentity } from '../reference/model/index.js';
import type { LedgerEvent } from '../reference/ports/memory-ledger.js';

const key = (runId: string, scopeId: string, requestId: string): string => JSON.stringify([runId, scopeId, requestId]);

/** The reservation an event names: its own identity where it carries one, else just its request id. */
const named = (e: LedgerEvent, fallback: RequestIdentity): string =>
  key(e.identity?.runId ?? fallback.runId, e.identity?.scopeId ?? fallback.scopeId, e.requestId);

/**
 * Splits a ledger's events for one request: its own and its parent's (matched on run, scope and request), and
 * the strays: events that name a reservation nobody made. A stray is never dropped in silence.
 */
export function ledgerRecords(
  events: readonly LedgerEvent[],
  identity: RequestIdentity,
): { readonly mine: LedgerEvent[]; readonly strays: LedgerEvent[] } {
  const reserved = new Set(events.filter((e) => e.type === 'reserved').map((e) => named(e, identity)));
  const { runId, scopeId, requestId, parentRequestId } = identity;
  const ids = new Set([
    key(runId, scopeId, requestId),
    ...(parentRequestId === undefined ? [] : [key(runId, scopeId, parentRequestId)]),
  ]);
  return {
    mine: events.filter((e) => ids.has(named(e, identity))),
    strays: events.filter((e) => e.type !== 'reserved' && !reserved.has(named(e, identity))),
  };
}
