import { GUARD_PARTS, type GuardParts, type ToolGuard } from '../../guard/create-guard.js';
import type { GuardRejection } from '../../guard/refusal.js';
import type { RequestIdentity } from '../../reference/model/index.js';
import type { RequestLedgerPort } from '../../reference/ports/ledger.js';

type Fetch = typeof globalThis.fetch;

/**
 * What a guard-backed A34 is made of besides the reference's parts: the guard's own steps, how its fetch is put
 * around the provider call, and the settlement it is given as `onRejected`. A faulty guard swaps one of them.
 */
export interface GuardKit extends GuardParts {
  /** The provider call through the turn's guard: its check runs on the bytes before `inner` sees them. */
  readonly wrapFetch: (guard: ToolGuard, inner: Fetch) => Fetch;
  /** The guard's `onRejected`: the ledger owner's settlement of this request, once. */
  readonly settle: (ledger: RequestLedgerPort, identity: RequestIdentity) => (rejection: GuardRejection) => void;
}

/** The production guard, wired as a runtime would wire it. */
export const GUARD_KIT: GuardKit = Object.freeze({
  ...GUARD_PARTS,
  wrapFetch: (guard: ToolGuard, inner: Fetch) => guard.fetch(inner),
  settle: (ledger: RequestLedgerPort, identity: RequestIdentity) => (rejection: GuardRejection) =>
    ledger.onProviderRequestFailure(identity, { phase: rejection.phase, reason: rejection.reason }),
});
