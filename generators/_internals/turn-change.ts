import fc from 'fast-check';
import type { AdmissionFacts } from '../../src/reference/model/index.js';
import { narrowingPlan, resolveGatewayFact, type GatewayPlan } from './gateway-plan.js';
import { at, distinct, shrinkAcross } from './pick.js';
import { ACTION_POOL, CAPABILITY_POOL } from './pools.js';
import { webConnectionId } from './web-pair.js';

/** What one owner changes between consecutive turns; always a real change of the facts. */
export type TurnChange =
  | { readonly owner: 'grant' | 'host' | 'readback' | 'web-skill'; readonly pick: number }
  | { readonly owner: 'gateway'; readonly fact: GatewayPlan };

export const turnChange: fc.Arbitrary<TurnChange> = fc.oneof(
  shrinkAcross,
  fc.record({ owner: fc.constantFrom('grant', 'host', 'readback', 'web-skill'), pick: fc.nat() }),
  fc.record({ owner: fc.constant('gateway'), fact: narrowingPlan }),
);

const toggle = (list: readonly string[], value: string): string[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The next turn's facts: `facts` (owned, already a copy) with one owner's say changed. */
export function applyChange(facts: AdmissionFacts, change: TurnChange): AdmissionFacts {
  switch (change.owner) {
    case 'grant': {
      // Toggle a capability some tool really has, so the change usually moves the admitted set.
      const used = distinct(facts.contract.map((e) => e.capability));
      const capability = at(used, change.pick) ?? at(CAPABILITY_POOL, change.pick) ?? 'market.search';
      return { ...facts, grant: { ...facts.grant, capabilities: toggle(facts.grant.capabilities, capability) } };
    }
    case 'host': {
      const used = distinct(facts.contract.map((e) => e.action));
      const action = at(used, change.pick) ?? at(ACTION_POOL, change.pick) ?? 'query_market_data';
      return { ...facts, host: { permittedActions: toggle(facts.host.permittedActions, action) } };
    }
    case 'readback':
      return { ...facts, stage: { ...facts.stage, readbackPermitted: !facts.stage.readbackPermitted } };
    case 'web-skill': {
      const skills =
        facts.skills.length === 0
          ? [{ skillId: 'web-research', active: true, capabilities: ['web.search', 'web.read'], methods: [] }]
          : facts.skills.map((s, i) => (i === change.pick % facts.skills.length ? { ...s, active: !s.active } : s));
      return { ...facts, skills };
    }
    case 'gateway': {
      const targets = {
        turn: facts.turn,
        webConnectionId: webConnectionId(facts.contract, facts.registry.connections),
        otherConnectionId: undefined,
      };
      return { ...facts, gatewayFacts: [...facts.gatewayFacts, resolveGatewayFact(change.fact, targets)] };
    }
  }
}
