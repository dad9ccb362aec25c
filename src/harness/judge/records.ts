import { isDeepStrictEqual } from 'node:util';
import type { JsonValue, RequestIdentity } from '../../reference/model/index.js';
import type { JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';
import { receivedSurface, withoutAnnotations } from './received-surface.js';

/** The identity as plain JSON, parent link included only when there is one: what two records must share. */
const whole = (identity: RequestIdentity | undefined): JsonValue =>
  identity === undefined
    ? null
    : {
        runId: identity.runId,
        scopeId: identity.scopeId,
        requestId: identity.requestId,
        ...(identity.parentRequestId === undefined ? {} : { parentRequestId: identity.parentRequestId }),
      };

const record = (message: string, expected?: JsonValue, actual?: JsonValue): Finding => ({
  code: 'record',
  message,
  ...(expected === undefined ? {} : { expected }),
  ...(actual === undefined ? {} : { actual }),
});

/** Records name the request they are about, whole identity included (A34: none may impersonate another). */
function identityFindings(observation: JudgedObservation, identity: RequestIdentity): Finding[] {
  const want = whole(identity);
  const calls = observation.providerCalls.filter(
    (c) => c.identity !== undefined && !isDeepStrictEqual(whole(c.identity), want),
  );
  const events = observation.ledger.filter(
    (e) =>
      e.type !== 'reserved' &&
      e.requestId === identity.requestId &&
      e.identity !== undefined &&
      !isDeepStrictEqual(whole(e.identity), want),
  );
  return [
    ...calls
      .slice(0, 1)
      .map((c) =>
        record(
          `the provider was called under another identity than this request's (${calls.length} calls)`,
          want,
          whole(c.identity),
        ),
      ),
    ...events
      .slice(0, 1)
      .map((e) =>
        record(
          `the ledger was told of this request under another identity (${e.type}, ${events.length} events)`,
          want,
          whole(e.identity),
        ),
      ),
    ...(observation.strayEvents ?? [])
      .slice(0, 1)
      .map((e) =>
        record(
          `${observation.strayEvents?.length} ledger event(s) settle or dispatch a reservation nobody made (${e.type} for ${JSON.stringify(e.requestId)})`,
          null,
          whole(e.identity),
        ),
      ),
  ];
}

/** What the outcome says was sent is what was checked and sent: its surface and its seal belong to this request. */
function outcomeRecordFindings(observation: JudgedObservation, identity: RequestIdentity): Finding[] {
  const { outcome } = observation;
  if (outcome.outcome === 'rejected') return [];
  const out: Finding[] = [];
  if (outcome.outcome === 'dispatched' && outcome.seal?.requestId !== identity.requestId)
    out.push(
      record('the seal names another request than this one', identity.requestId, String(outcome.seal?.requestId)),
    );
  const received = receivedSurface(observation.providerCalls);
  if (received.status === 'decoded' && Array.isArray(outcome.surface)) {
    const told = withoutAnnotations(outcome.surface);
    if (!isDeepStrictEqual(told, received.tools))
      out.push({
        code: 'record',
        message: "the outcome's surface is not the list the provider received",
        surfaces: { expected: received.tools, actual: told },
      });
  }
  return out;
}

/** What the boundary saw the implementation do to its ports and to its own result's callbacks. */
function noteFindings(observation: JudgedObservation): Finding[] {
  const notes = observation.notes ?? [];
  const port = notes.filter((n) => n.kind === 'port');
  const twice = notes.filter((n) => n.kind === 'settled-twice');
  const signal = notes.filter((n) => n.kind === 'signal');
  const stray = notes.filter((n) => n.kind === 'stray-process');
  const uncloneable = notes.filter((n) => n.kind === 'uncloneable');
  return [
    ...port.slice(0, 1).map(
      (n): Finding => ({
        code: 'port',
        message: `the implementation tried to change a port it was handed: ${n.what}${port.length > 1 ? ` (${port.length} attempts)` : ''}`,
      }),
    ),
    ...twice.slice(0, 1).map((n) => record(n.what)),
    ...signal.slice(0, 1).map(
      (n): Finding => ({
        code: 'exit',
        call: 'runRequest',
        message: `the implementation tried to end the gate's process: ${n.what} (not delivered)`,
      }),
    ),
    ...stray.slice(0, 1).map(
      (n): Finding => ({
        code: 'stray-process',
        message: `the implementation left a process running: ${n.what}${stray.length > 1 ? ` (${stray.length} processes)` : ''}`,
      }),
    ),
    ...uncloneable
      .slice(0, 1)
      .map(
        (n): Finding => ({ code: 'result-shape', call: 'runRequest', message: `the implementation sent ${n.what}` }),
      ),
  ];
}

/** The seed's three records (facts, request, seal and execution records) correlate and never impersonate. */
export function recordFindings(observation: JudgedObservation, identity: RequestIdentity): Finding[] {
  return [
    ...noteFindings(observation),
    ...identityFindings(observation, identity),
    ...outcomeRecordFindings(observation, identity),
  ];
}
