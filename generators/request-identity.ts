import type fc from 'fast-check';
import type { RequestIdentity, TurnIdentity } from '../src/reference/model/index.js';
import { requestIdentityPlan, resolveRequestIdentity } from './_internals/identity-plan.js';

/** Main (mostly) or Child request identities in the given turn, so Gateway facts bound to it apply. */
export function requestIdentity(turn: TurnIdentity): fc.Arbitrary<RequestIdentity> {
  return requestIdentityPlan.map((plan) => resolveRequestIdentity(plan, turn));
}
