import type { LedgerEvent } from '../../reference/ports/memory-ledger.js';
import type { RequestIdentity } from '../../reference/model/index.js';
import type { JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';

const settlement = (message: string, expected: number | string, actual: number | string): Finding => ({
  code: 'settlement',
  message,
  expected,
  actual,
});

const count = (events: readonly LedgerEvent[], type: LedgerEvent['type']): number =>
  events.filter((e) => e.type === type).length;

/** A rejection closes the reservation once, as pre_dispatch_rejected, and nothing is dispatched or sent. */
function rejectionFindings(mine: readonly LedgerEvent[], calls: number): Finding[] {
  const failures = mine.filter((e) => e.type === 'failure');
  const dispatched = count(mine, 'dispatched');
  const phase = failures.length === 1 ? failures[0]?.phase : undefined;
  return [
    ...(failures.length !== 1
      ? [
          settlement(
            `a rejection closed the reservation ${failures.length} times, not exactly once`,
            1,
            failures.length,
          ),
        ]
      : []),
    ...(phase !== undefined && phase !== 'pre_dispatch_rejected'
      ? [
          settlement(
            `the rejection was reported as ${phase}, not pre_dispatch_rejected`,
            'pre_dispatch_rejected',
            phase,
          ),
        ]
      : []),
    ...(dispatched > 0
      ? [settlement(`a rejected request was dispatched: ${dispatched} dispatch records`, 0, dispatched)]
      : []),
    ...(calls > 0 ? [settlement(`a rejected request was dispatched to the provider ${calls} times`, 0, calls)] : []),
  ];
}

/** An accepted request is recorded as dispatched once and sent once; a provider failure is reported once. */
function acceptanceFindings(mine: readonly LedgerEvent[], calls: number, providerFailed: boolean): Finding[] {
  const dispatched = count(mine, 'dispatched');
  const failures = mine.filter((e) => e.type === 'failure');
  const reported = failures.filter((e) => e.phase === 'provider_failed').length;
  const wantReported = providerFailed ? 1 : 0;
  return [
    ...(dispatched !== 1
      ? [settlement(`an accepted request was dispatched ${dispatched} times by the ledger's record`, 1, dispatched)]
      : []),
    ...(calls > 1 ? [settlement(`an accepted request was dispatched to the provider ${calls} times`, 1, calls)] : []),
    ...(providerFailed && reported === 0
      ? [settlement('the provider failure was never reported to the ledger owner', 1, 0)]
      : []),
    ...(failures.length !== wantReported && !(providerFailed && reported === 0)
      ? [
          settlement(
            `an accepted request has ${failures.length} failure callbacks, expected ${wantReported}`,
            wantReported,
            failures.length,
          ),
        ]
      : []),
  ];
}

/**
 * The ledger owner's record of the request against what the system says happened to it: closed once in
 * the right phase, by its own reservation (a Child never closes Main), no receipt of A34's own.
 */
export function settlementFindings(observation: JudgedObservation, identity: RequestIdentity): Finding[] {
  const { requestId, parentRequestId } = identity;
  const mine = observation.ledger.filter((e) => e.requestId === requestId && e.type !== 'reserved');
  const calls = observation.providerCalls.length;
  const receipts = count(mine, 'receipt');
  const parentTouched =
    parentRequestId === undefined
      ? 0
      : observation.ledger.filter((e) => e.requestId === parentRequestId && e.type !== 'reserved').length;
  const { outcome } = observation;
  return [
    ...(outcome.outcome === 'rejected'
      ? rejectionFindings(mine, calls)
      : acceptanceFindings(mine, calls, outcome.outcome === 'provider_failed')),
    ...(parentTouched > 0 ? [settlement('a Child request settled the Main reservation', 0, parentTouched)] : []),
    ...(receipts > 0 ? [settlement('A34 wrote a receipt of its own', 0, receipts)] : []),
  ];
}
