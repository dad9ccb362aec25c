import type { RequestIdentity } from '../model/index.js';

/** Phases the ledger owner's failure callback knows; A34 only ever reports `pre_dispatch_rejected`. */
export type FailurePhase = 'pre_dispatch_rejected' | 'provider_failed';

export interface RequestFailure {
  readonly phase: FailurePhase;
  readonly reason: string;
}

/**
 * The part of the Main/Child request ledger that a request pipeline may call. The ledger owner
 * creates reservations and receipts; the pipeline only reports dispatch or definitive non-dispatch.
 */
export interface RequestLedgerPort {
  recordDispatched(identity: RequestIdentity): void;
  onProviderRequestFailure(identity: RequestIdentity, failure: RequestFailure): void;
}
