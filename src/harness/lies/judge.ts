import { isDeepStrictEqual } from 'node:util';
import type { ToolDescriptor } from '../../reference/model/index.js';
import { getEncoder } from '../../reference/wire/index.js';
import type { BoundedRun } from './bounded.js';
import { HONEST_LOOKALIKES, type Lie } from './lie.js';
import type { LyingExpectation } from './oracle.js';
import type { LyingObservation } from './run-lying-scenario.js';

/** What went wrong with one request, as data: properties throw on the first, the campaign counts them. */
export type FindingCode =
  | 'hung'
  | 'threw'
  | 'looping-trap-ran'
  | 'accepted-lie'
  | 'wrong-outcome'
  | 'untyped-rejection'
  | 'path-off-lie'
  | 'other-than-checked'
  | 'not-settled-once'
  | 'dispatched-after-rejection'
  | 'facts-changed';

export interface Finding {
  readonly code: FindingCode;
  readonly message: string;
}

export interface JudgeInput {
  readonly run: BoundedRun<LyingObservation>;
  readonly expected: LyingExpectation;
  readonly lie: Lie | undefined;
  readonly requestId: string;
}

const within = (outer: string, inner: string): boolean =>
  inner === outer || (inner.startsWith(outer) && ['.', '['].includes(inner[outer.length] ?? ''));

/** Two locations on one branch: one is the other, or above it. */
export const onOneBranch = (a: string, b: string): boolean => within(a, b) || within(b, a);

const short = (path: string): string => (path.length > 80 ? `${path.slice(0, 77)}...` : path);

function received(o: LyingObservation): ToolDescriptor[] | 'undecodable' | undefined {
  const call = o.providerCalls[0];
  if (call === undefined) return undefined;
  try {
    return getEncoder(call.wire.provider).decode(call.wire);
  } catch {
    return 'undecodable';
  }
}

function outcomeFindings(o: LyingObservation, { expected, lie }: JudgeInput): Finding[] {
  const { outcome } = o;
  const what = lie === undefined ? 'request' : `${lie.kind} lie at ${lie.stage}`;
  if (expected.outcome === 'rejected') {
    if (outcome.outcome !== 'rejected')
      return [
        {
          code: expected.byLie ? 'accepted-lie' : 'wrong-outcome',
          message: `the ${what} was ${outcome.outcome}, expected a rejection at ${expected.stage}`,
        },
      ];
    if (outcome.reason.stage !== expected.stage)
      return [
        {
          code: 'wrong-outcome',
          message: `the ${what} was rejected at ${outcome.reason.stage}, expected ${expected.stage}: ${outcome.reason.message.slice(0, 160)}`,
        },
      ];
    if (!expected.byLie) return [];
    const difference = outcome.reason.difference;
    if (difference === undefined)
      return [{ code: 'untyped-rejection', message: `the ${what} was rejected without a typed difference` }];
    const lieAt = o.probe.lieAt;
    if (lieAt !== undefined && !onOneBranch(difference.path, lieAt))
      return [
        {
          code: 'path-off-lie',
          message: `the difference at ${short(difference.path)} is off the lie at ${short(lieAt)}`,
        },
      ];
    return [];
  }
  if (outcome.outcome !== expected.outcome)
    return [
      {
        code: 'wrong-outcome',
        message: `the ${what} was ${outcome.outcome === 'rejected' ? `rejected at ${outcome.reason.stage}: ${outcome.reason.message.slice(0, 160)}` : outcome.outcome}, expected ${expected.outcome}`,
      },
    ];
  const want = expected.surface.map(({ annotations: _drop, ...rest }) => rest);
  if (isDeepStrictEqual(received(o), want)) return [];
  const lieReached = lie !== undefined && lie.stage === 'after_final_check' && !HONEST_LOOKALIKES.includes(lie.kind);
  return [
    {
      code: lieReached ? 'accepted-lie' : 'other-than-checked',
      message: `the provider received a surface other than the checked one (${what})`,
    },
  ];
}

function settlementFindings(o: LyingObservation, requestId: string): Finding[] {
  const events = o.ledger.filter((e) => e.requestId === requestId);
  const failures = events.filter((e) => e.type === 'failure');
  const dispatched = events.filter((e) => e.type === 'dispatched').length;
  if (o.outcome.outcome === 'rejected') {
    if (dispatched > 0 || o.providerCalls.length > 0)
      return [{ code: 'dispatched-after-rejection', message: 'a rejected request was dispatched' }];
    const once =
      failures.length === 1 && failures[0]?.type === 'failure' && failures[0].phase === 'pre_dispatch_rejected';
    return once
      ? []
      : [
          {
            code: 'not-settled-once',
            message: `a rejection closed the reservation ${failures.length} times, not once as pre_dispatch_rejected`,
          },
        ];
  }
  const expectedFailures = o.outcome.outcome === 'provider_failed' ? 1 : 0;
  if (dispatched === 1 && o.providerCalls.length === 1 && failures.length === expectedFailures) return [];
  return [
    {
      code: 'not-settled-once',
      message: `an accepted request: ${dispatched} dispatch records, ${o.providerCalls.length} provider calls, ${failures.length} failure callbacks`,
    },
  ];
}

/** Everything wrong with one lying request against the contract; empty when the gate held. */
export function judgeLyingRun(input: JudgeInput): Finding[] {
  const { run } = input;
  if (run.status === 'hung') return [{ code: 'hung', message: 'the request did not settle within the hang bound' }];
  if (run.status === 'threw')
    return [{ code: 'threw', message: `the system threw instead of rejecting: ${String(run.error).slice(0, 200)}` }];
  const o = run.value;
  const trapped: Finding[] =
    o.probe.loopingTrapCalls > 0
      ? [
          {
            code: 'looping-trap-ran',
            message: `a Proxy trap that loops forever was sprung ${o.probe.loopingTrapCalls} times: this request hangs in production`,
          },
        ]
      : [];
  const facts: Finding[] = o.factsIntact
    ? []
    : [{ code: 'facts-changed', message: 'owner facts changed during the request' }];
  return [...trapped, ...outcomeFindings(o, input), ...settlementFindings(o, input.requestId), ...facts];
}
