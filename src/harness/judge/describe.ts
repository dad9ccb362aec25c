import type { RequestOutcome } from '../../reference/pipeline/run-request.js';
import type { Expectation } from './expectation.js';

/** Long texts from the implementation are cut, so one finding stays one readable sentence. */
export const short = (text: string, max = 160): string => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

/** What was judged: the request, or the lie it carried. */
export const subject = (expected: Expectation): string =>
  expected.lie === undefined ? 'request' : `${expected.lie.kind} lie at ${expected.lie.stage}`;

/** The outcome in a few words: `dispatched`, `provider_failed`, or `rejected at final: …`. */
export const outcomeText = (outcome: RequestOutcome): string =>
  outcome.outcome === 'rejected'
    ? `rejected at ${outcome.reason.stage}: ${short(outcome.reason.message)}`
    : outcome.outcome;
