import { isDeepStrictEqual } from 'node:util';
import { type AdmissionFacts, AdmissionFactsSchema, type JsonValue } from '../../reference/model/index.js';
import { firstJsonDifference } from '../../reference/parity/compare.js';
import { SETTLE_WINDOW_MS } from '../limits.js';
import type { ProviderCall } from '../../reference/ports/memory-provider.js';
import type { RequestOutcome } from '../../reference/pipeline/run-request.js';
import type { Scenario } from '../scenario.js';
import type { LateEffect, Observation } from '../run-scenario.js';
import { type CallRecord, originText, type RecordedEffect } from './implementation-worker.js';
import { ledgerRecords } from '../ledger-records.js';
import type { BoundaryNote } from '../sealed-ports.js';
import type { RecordedLedgerEvent, Witness } from './protocol.js';

const LATE_KIND = { dispatched: 'dispatch', failure: 'settlement', receipt: 'settlement' } as const;

/** A late effect in the judge's terms; reservations are the harness's own and never late. */
function lateEffect({ effect, afterMs, from }: RecordedEffect, stray: boolean): LateEffect | undefined {
  const after = stray ? -1 : afterMs;
  const source = stray ? { from: originText(from) } : {};
  if (effect.kind === 'provider') return { kind: 'provider-call', requestId: effect.owner, afterMs: after, ...source };
  if (effect.kind === 'note' || effect.event.type === 'reserved') return undefined;
  return { kind: LATE_KIND[effect.event.type], requestId: effect.event.requestId, afterMs: after, ...source };
}

/**
 * Owner data looked at again at the end of the settle window, against what it was: a change is a late effect
 * with the path where it sits. Data already changed during the request is reported there, not twice.
 */
function lateDataChanges(
  later: Witness,
  requestId: string,
  facts: AdmissionFacts | undefined,
  publication: readonly string[] | undefined,
  settled: Witness,
): LateEffect[] {
  const changed = (kind: 'facts' | 'publication', was: JsonValue, now: unknown): LateEffect[] => {
    if (later.uncloneable === true)
      return [{ kind, requestId, afterMs: SETTLE_WINDOW_MS, path: '$ (no longer plain data)' }];
    // The late look found the same bytes, so it holds the settled look's facts: judged equal to `was` already.
    if (kind === 'facts' && now === settled.facts) return [];
    const found = firstJsonDifference(was, now as JsonValue, '$');
    return found === undefined ? [] : [{ kind, requestId, afterMs: SETTLE_WINDOW_MS, path: found.path }];
  };
  return [
    ...(facts === undefined ? [] : changed('facts', facts as unknown as JsonValue, later.facts)),
    ...(publication === undefined ? [] : changed('publication', [...publication], later.publication)),
  ];
}

/**
 * What the harness saw of one request, built only from what the worker reported as it happened:
 * ledger events of this request (matched on the whole identity), calls to the provider made for
 * it, and the facts and publication it was handed, compared with the harness's own copies.
 */
export function observe(scenario: Scenario, outcome: RequestOutcome, record: CallRecord): Observation {
  const { requestId } = scenario.identity;
  const events = record.effects.flatMap(({ effect }) => (effect.kind === 'ledger' ? [effect.event] : []));
  const { mine, strays } = ledgerRecords(events, scenario.identity);
  const ours = new Set<unknown>(mine);
  const ledger: RecordedLedgerEvent[] = [];
  const providerCalls: ProviderCall[] = [];
  const late: LateEffect[] = [];
  const notes: BoundaryNote[] = [];
  for (const recorded of record.effects) {
    const { effect } = recorded;
    // A call's notes are its own: the boundary cannot tell which of a batch's requests touched a shared port.
    if (effect.kind === 'note') {
      notes.push(effect.note);
      continue;
    }
    if (effect.kind === 'ledger' ? !ours.has(effect.event) : effect.owner !== requestId) continue;
    if (effect.kind === 'ledger') ledger.push(effect.event);
    else providerCalls.push(effect.call);
    const seen = recorded.late ? lateEffect(recorded, false) : undefined;
    if (seen !== undefined) late.push(seen);
  }
  for (const recorded of record.stray) {
    const seen = lateEffect(recorded, true);
    if (seen !== undefined) late.push(seen);
  }
  const witness = record.witnesses.find((w) => w.requestId === requestId && w.late !== true);
  const facts = AdmissionFactsSchema.parse(scenario.facts);
  const factsIntact = witness !== undefined && isDeepStrictEqual(witness.facts, facts);
  const publicationKept = witness !== undefined && isDeepStrictEqual(witness.publication, scenario.publishable);
  const later = record.witnesses.find((w) => w.requestId === requestId && w.late === true);
  if (later !== undefined && witness !== undefined)
    late.push(
      ...lateDataChanges(
        later,
        requestId,
        factsIntact ? facts : undefined,
        publicationKept ? scenario.publishable : undefined,
        witness,
      ),
    );
  return {
    outcome,
    ledger,
    strayEvents: strays,
    notes,
    providerCalls,
    factsIntact,
    publicationKept,
    lateEffects: late,
  };
}
