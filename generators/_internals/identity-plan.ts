import fc from 'fast-check';
import type { RequestIdentity, TurnIdentity } from '../../src/reference/model/index.js';
import { rarely } from './pick.js';

/** A Main or Child request as numbers; resolved against a turn (see `resolveRequestIdentity`). */
export interface RequestIdentityPlan {
  readonly request: number;
  readonly child: number | null;
}

/** Request numbering choices: Main mostly, Child sometimes. */
export const requestIdentityPlan: fc.Arbitrary<RequestIdentityPlan> = fc.record({
  request: fc.nat({ max: 999 }),
  child: fc.tuple(rarely(2), fc.nat({ max: 9 })).map(([isChild, n]) => (isChild ? n : null)),
});

/** The identity of a request in `turn`; a Child names its Main request as parent. */
export function resolveRequestIdentity(plan: RequestIdentityPlan, turn: TurnIdentity): RequestIdentity {
  const main = `req-${plan.request}`;
  const base = { runId: turn.runId, scopeId: turn.scopeId };
  return plan.child === null
    ? { ...base, requestId: main }
    : { ...base, requestId: `${main}-child-${plan.child}`, parentRequestId: main };
}
