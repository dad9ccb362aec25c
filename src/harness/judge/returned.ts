import type { ParityDifference, RejectionStage } from '../../reference/model/index.js';
import type { RequestOutcome } from '../../reference/pipeline/run-request.js';
import { short } from './describe.js';

/** What the implementation itself returned for a request: its outcome, and for a rejection its stage, words and difference. */
export interface ReturnedOutcome {
  readonly outcome: RequestOutcome['outcome'];
  readonly stage?: RejectionStage;
  readonly message?: string;
  readonly difference?: ParityDifference;
}

/** The implementation's own outcome as a finding carries it beside the judge's expectation. */
export function returnedOf(outcome: RequestOutcome): ReturnedOutcome {
  if (outcome.outcome !== 'rejected') return { outcome: outcome.outcome };
  const { stage, message, difference } = outcome.reason;
  return {
    outcome: 'rejected',
    stage,
    message: short(typeof message === 'string' ? message : String(message), 300),
    ...(difference !== undefined ? { difference } : {}),
  };
}
