import fc from 'fast-check';
import type { Mutation, Scenario } from '../src/harness/scenario.js';
import type { AdmissionFacts } from '../src/reference/model/index.js';
import { narrowingPlan, resolveGatewayFact } from './_internals/gateway-plan.js';
import { requestIdentityPlan, resolveRequestIdentity } from './_internals/identity-plan.js';
import { seldom, shrinkAcross } from './_internals/pick.js';
import { replayable } from './_internals/replayable.js';
import { webConnectionId } from './_internals/web-pair.js';
import { uncopiedAdmissionFacts, type AdmissionFactsOptions } from './admission-facts.js';
import { faultSchedule } from './fault-schedule.js';
import { messages } from './messages.js';
import { mutation as anyMutation } from './mutation.js';
import { mutations } from './mutations.js';
import { publishableTexts } from './publishable-texts.js';
import { cloneJson } from '../src/reference/json/clone.js';

export interface ScenarioOptions extends AdmissionFactsOptions {
  /** Most hook mutations per request (default 4); a few cases have none (no hook installed). */
  readonly maxMutations?: number;
  /** Each hook mutation (default `mutation()`: every kind alike). */
  readonly mutation?: fc.Arbitrary<Mutation>;
  /** Fewest hook mutations: 1 drops the cases with none (default 0: one case in seven installs no hook). */
  readonly minMutations?: 0 | 1;
}

/**
 * A whole request case over any facts arbitrary: a Main or Child identity in the facts' turn, messages,
 * publishable text, hook mutations, sometimes a mid-flight revalidation (Gateway facts bound to the turn
 * and the web connection, so they really narrow; answered at once or later) and, seldom, faults. Values pass `ScenarioSchema`.
 */
export function scenarioOver(
  factsArbitrary: fc.Arbitrary<AdmissionFacts>,
  maxMutations = 4,
  item: fc.Arbitrary<Mutation> = anyMutation(),
  minMutations: 0 | 1 = 0,
): fc.Arbitrary<Scenario> {
  return uncopiedScenarioOver(factsArbitrary, maxMutations, item, minMutations).map(replayable);
}

/** Everything of a request case but its facts, as drawn: resolved against the facts by {@link onFacts}. */
function requestPlan(maxMutations: number, item: fc.Arbitrary<Mutation>, minMutations: 0 | 1) {
  const counts = [
    // No mutation at all means no hook installed: final parity must still run (historic fault 1).
    { weight: 1, arbitrary: mutations({ minLength: 0, maxLength: 0, item }) },
    // Often exactly one: a lenient check is exposed only when no louder change stands beside it.
    { weight: 4, arbitrary: mutations({ minLength: 1, maxLength: 1, item }) },
    { weight: 2, arbitrary: mutations({ minLength: 1, maxLength: maxMutations, item }) },
  ].slice(minMutations);
  return {
    identity: requestIdentityPlan,
    messages: messages(),
    publishable: publishableTexts(),
    mutations: fc.oneof(shrinkAcross, ...counts),
    // Half the revalidations answer on a later macrotask, as owners behind I/O do (it shrinks to "at once").
    revalidation: seldom(
      fc.record({ plans: fc.array(narrowingPlan, { minLength: 1, maxLength: 2 }), later: fc.boolean() }),
      2,
    ),
    faults: faultSchedule(),
  };
}

type Drawn<A> = A extends fc.Arbitrary<infer T> ? T : never;
type RequestPlan = { [K in keyof ReturnType<typeof requestPlan>]: Drawn<ReturnType<typeof requestPlan>[K]> };

/** A drawn plan on its facts: the identity in the facts' turn, a revalidation that narrows these facts. */
function onFacts({ facts, identity, revalidation, ...rest }: RequestPlan & { facts: AdmissionFacts }): Scenario {
  const resolved = {
    // A top-level copy drops the clone method of replayable facts; the whole case is copied once built.
    facts: { ...facts },
    identity: resolveRequestIdentity(identity, facts.turn),
    ...cloneJson(rest),
  };
  if (revalidation === null) return resolved;
  const targets = {
    turn: facts.turn,
    webConnectionId: webConnectionId(facts.contract, facts.registry.connections),
    otherConnectionId: undefined,
  };
  return {
    ...resolved,
    revalidation: {
      addGatewayFacts: revalidation.plans.map((plan) => resolveGatewayFact(plan, targets)),
      ...(revalidation.later ? { answersLater: true } : {}),
    },
  };
}

/** {@link scenarioOver} without its replay copy (see `uncopiedToolUniverse`), for a generator that copies what it builds. */
function uncopiedScenarioOver(
  factsArbitrary: fc.Arbitrary<AdmissionFacts>,
  maxMutations: number,
  item: fc.Arbitrary<Mutation>,
  minMutations: 0 | 1,
): fc.Arbitrary<Scenario> {
  // Cloneable (replayable) values last: fast-check 4.11 tuple-shrink clones drop entries after the last cloneable.
  return fc.record({ ...requestPlan(maxMutations, item, minMutations), facts: factsArbitrary }).map(onFacts);
}

/** A whole request case over generated facts (see {@link scenarioOver}). */
export function scenario(options: ScenarioOptions = {}): fc.Arbitrary<Scenario> {
  return uncopiedScenario(options).map(replayable);
}

/** {@link scenario} with one copy of the whole case, made by whoever hands it out (see `uncopiedToolUniverse`). */
export function uncopiedScenario(options: ScenarioOptions = {}): fc.Arbitrary<Scenario> {
  const { maxMutations = 4, mutation = anyMutation(), minMutations = 0, ...facts } = options;
  return uncopiedScenarioOver(uncopiedAdmissionFacts(facts), maxMutations, mutation, minMutations);
}

/**
 * `minLength` to `maxLength` request cases of one turn: the facts are drawn once and every request is resolved on them
 * (identities in the facts' turn), as a long-lived system meets them in production. Each case is its own copy.
 */
export function turnOfRequests(minLength: number, maxLength: number): fc.Arbitrary<Scenario[]> {
  return fc
    .record({
      plans: fc.array(fc.record(requestPlan(4, anyMutation(), 0)), { minLength, maxLength }),
      facts: uncopiedAdmissionFacts(),
    })
    .map(({ plans, facts }) => plans.map((plan) => onFacts({ ...plan, facts })))
    .map(replayable);
}
