import type { Scenario } from '../../harness/scenario.js';
import type { Message, RequestIdentity } from '../../reference/model/index.js';
import { buildFacts } from './build-facts.js';
import type { RedCase } from './red-case.js';

const DEFAULT_MESSAGES: readonly Message[] = [
  { role: 'user', content: 'Compare two MSCI World ETFs by fees and tracking difference.' },
];

/** The request identity of a case: the turn's run and scope, the case id as request id, a Main parent for a Child. */
export function redIdentity(redCase: RedCase, turn: { runId: string; scopeId: string }): RequestIdentity {
  const identity: RequestIdentity = { runId: turn.runId, scopeId: turn.scopeId, requestId: redCase.id };
  return redCase.child === true ? { ...identity, parentRequestId: `${redCase.id}-main` } : identity;
}

/** The harness Scenario a request case stands for. */
export function redScenario(redCase: RedCase): Scenario {
  const facts = buildFacts(redCase);
  return {
    facts,
    identity: redIdentity(redCase, facts.turn),
    messages: [...(redCase.messages ?? DEFAULT_MESSAGES)],
    publishable: redCase.publishable ?? [],
    mutations: redCase.mutations ?? [],
    ...(redCase.revalidation !== undefined ? { revalidation: redCase.revalidation } : {}),
    faults: redCase.faults ?? { providerFails: false },
  };
}
