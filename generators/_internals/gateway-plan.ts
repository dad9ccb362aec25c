import fc from 'fast-check';
import {
  GatewayFactKindSchema,
  type GatewayFact,
  type GatewayFactKind,
  type TurnIdentity,
} from '../../src/reference/model/index.js';
import { maybe, weighted } from './pick.js';

/** Which identity a Gateway fact is bound to, relative to the turn; resolved once the facts exist. */
export interface GatewayPlan {
  readonly kind: GatewayFactKind;
  readonly run: 'turn' | 'other';
  readonly scope: 'turn' | 'other';
  readonly connection: 'web' | 'other' | 'unknown';
  readonly invocation: number | null;
}

const kind = fc.constantFrom(...GatewayFactKindSchema.options);
const invocation = maybe(fc.nat({ max: 99 }));

/** Gateway facts, mostly bound to the turn and the web connection, sometimes to another run, scope or connection. */
export const gatewayPlan: fc.Arbitrary<GatewayPlan> = fc.record({
  kind,
  run: weighted<GatewayPlan['run']>([
    ['turn', 3],
    ['other', 1],
  ]),
  scope: weighted<GatewayPlan['scope']>([
    ['turn', 3],
    ['other', 1],
  ]),
  connection: weighted<GatewayPlan['connection']>([
    ['web', 3],
    ['other', 1],
    ['unknown', 1],
  ]),
  invocation,
});

/** Facts that really narrow: bound to the turn and to the web connection (revalidation mid-flight). */
export const narrowingPlan: fc.Arbitrary<GatewayPlan> = fc
  .record({ kind, invocation })
  .map(({ kind, invocation }) => ({ kind, run: 'turn', scope: 'turn', connection: 'web', invocation }));

/** Where the plan's identities point: the turn, the web connection and some connection that is not it. */
export interface GatewayTargets {
  readonly turn: TurnIdentity;
  readonly webConnectionId: string | undefined;
  readonly otherConnectionId: string | undefined;
}

/** Resolves a plan into a fact; a missing web connection gets a connection id nobody lists. */
export function resolveGatewayFact(plan: GatewayPlan, targets: GatewayTargets): GatewayFact {
  const { turn } = targets;
  const connectionId =
    plan.connection === 'web'
      ? (targets.webConnectionId ?? 'conn-web-absent')
      : plan.connection === 'other'
        ? (targets.otherConnectionId ?? 'conn-elsewhere')
        : 'conn-unknown';
  const fact: GatewayFact = {
    kind: plan.kind,
    runId: plan.run === 'turn' ? turn.runId : `${turn.runId}-other`,
    scopeId: plan.scope === 'turn' ? turn.scopeId : `${turn.scopeId}-other`,
    connectionId,
  };
  return plan.invocation === null ? fact : { ...fact, invocationId: `inv-${plan.invocation}` };
}
