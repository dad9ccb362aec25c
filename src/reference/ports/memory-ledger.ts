import type { RequestIdentity } from '../model/index.js';
import type { RequestFailure, RequestLedgerPort } from './ledger.js';

export type LedgerEvent = (
  | { readonly type: 'reserved'; readonly requestId: string; readonly parentRequestId: string | undefined }
  | { readonly type: 'dispatched'; readonly requestId: string }
  | {
      readonly type: 'failure';
      readonly requestId: string;
      readonly phase: RequestFailure['phase'];
      readonly reason: string;
    }
  | { readonly type: 'receipt'; readonly requestId: string; readonly writer: string }
) & {
  /** The whole identity the caller named: run, scope, request and parent link. */
  readonly identity?: RequestIdentity;
};

/** An in-memory Main/Child request ledger: the owner of reservations, dispatch and settlement. */
export class InMemoryLedger implements RequestLedgerPort {
  readonly events: LedgerEvent[] = [];

  /** The runtime reserves before the pipeline runs; A34 never calls this. */
  reserve(identity: RequestIdentity): void {
    this.events.push({
      type: 'reserved',
      requestId: identity.requestId,
      parentRequestId: identity.parentRequestId,
      identity: { ...identity },
    });
  }

  recordDispatched(identity: RequestIdentity): void {
    this.events.push({ type: 'dispatched', requestId: identity.requestId, identity: { ...identity } });
  }

  onProviderRequestFailure(identity: RequestIdentity, failure: RequestFailure): void {
    this.events.push({
      type: 'failure',
      requestId: identity.requestId,
      phase: failure.phase,
      reason: failure.reason,
      identity: { ...identity },
    });
  }

  /** Receipts belong to the ledger owner; an A34 that calls this takes authority it must not have. */
  writeReceipt(identity: RequestIdentity, writer: string): void {
    this.events.push({ type: 'receipt', requestId: identity.requestId, writer, identity: { ...identity } });
  }

  eventsFor(requestId: string): LedgerEvent[] {
    return this.events.filter((event) => event.requestId === requestId);
  }

  /** Closings of a reservation: every failure callback counts, so a double settlement shows as 2. */
  closings(requestId: string): number {
    return this.eventsFor(requestId).filter((event) => event.type === 'failure').length;
  }
}
