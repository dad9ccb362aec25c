import fc from 'fast-check';
import { scenario } from '../generators/index.js';
import type { SystemUnderTest } from '../src/harness/system-under-test.js';
import { defineProperty, throwFirst } from '../src/harness/property.js';
import { judgeRun, recordFindings, settlementFindings, sideEffectFindings } from '../src/harness/judge/index.js';
import type { RequestIdentity } from '../src/reference/model/index.js';
import type { Observation } from '../src/harness/run-scenario.js';
import type { Scenario } from '../src/harness/scenario.js';
import { withProjections } from '../src/harness/isolation/with-projections.js';
import { type ExpectedOutcome, expectedOutcomeSteps } from '../src/harness/oracle.js';

/** The judge's settlement findings for one observed request: the ledger owner's record against the outcome. */
const expectSettled = (observation: Observation, identity: RequestIdentity): void =>
  throwFirst(settlementFindings(observation, identity));

export const rejectionSettledOnce = defineProperty({
  id: 'settlement.closed-exactly-once',
  area: 'settlement',
  rule: 'A34-SPEC §6',
  title:
    'every rejection closes its reservation exactly once as pre_dispatch_rejected; every acceptance dispatches once',
  arbitrary: scenario(),
  async check(system, s) {
    expectSettled(await system.run(s), s.identity);
  },
  kills: [
    'reject-without-settling',
    'settles-twice',
    'writes-own-receipt',
    'wrong-rejection-phase',
    'dispatch-recorded-twice',
    'provider-called-twice',
    'provider-failure-unreported',
    'guard-settles-twice',
    'guard-forwards-before-check',
  ],
});

export const childClosesChild = defineProperty({
  id: 'settlement.child-closes-child',
  area: 'settlement',
  rule: "A34-SPEC §6: a Child request's rejection closes the Child's reservation",
  title: 'rejecting a Child request never settles the Main reservation',
  arbitrary: fc
    .tuple(scenario(), fc.string({ minLength: 1, maxLength: 8 }))
    .map(([s, parent]): Scenario => ({ ...s, identity: { ...s.identity, parentRequestId: `main-${parent}` } })),
  async check(system, s) {
    // The judge's settlement check covers the parent: any event on the Main reservation is a finding.
    expectSettled(await system.run(s), s.identity);
  },
  kills: ['child-closes-main'],
});

export const recordsNameThisRequest = defineProperty({
  id: 'settlement.records-name-this-request',
  area: 'settlement',
  rule: 'seed: facts, the final request and the seal with its records can be correlated; none impersonates another',
  title:
    'the seal, every provider call and every ledger event name this request (run, scope, request, parent); the outcome surface is what was sent',
  // Two requests on one system, the second a Child: a record kept from the first, or keyed by the parent, shows.
  arbitrary: fc
    .tuple(scenario(), scenario(), fc.string({ minLength: 1, maxLength: 8 }))
    .map(([first, s, parent]): [Scenario, Scenario] => [
      { ...first, identity: { ...first.identity, requestId: `first-${first.identity.requestId}` } },
      { ...s, identity: { ...s.identity, parentRequestId: `main-${parent}` } },
    ]),
  async check(system, [first, s]) {
    await system.run(first);
    const observation = await system.run(s);
    throwFirst([...settlementFindings(observation, s.identity), ...recordFindings(observation, s.identity)]);
  },
  kills: ['dispatch-under-parent', 'settles-without-parent', 'seal-names-first-request'],
});

export const publishableKept = defineProperty({
  id: 'settlement.publishable-kept',
  area: 'settlement',
  rule: 'A34-SPEC §6: publishable text produced earlier in the run is kept',
  title: 'a rejected request never removes publishable text',
  arbitrary: scenario(),
  async check(system, s) {
    throwFirst(sideEffectFindings(await system.run(s)));
  },
  kills: ['drops-publishable', 'request-shares-registry'],
});

async function runConcurrently(
  system: SystemUnderTest,
  scenarios: readonly Scenario[],
  schedule: number,
): Promise<void> {
  const expected: ExpectedOutcome[] = [];
  for (const s of scenarios) expected.push(await withProjections(system, expectedOutcomeSteps(s)));
  const runs = await system.runBatch(scenarios, { schedule });
  // The whole judge per request: its verdict, what reached the provider, its own settlement; a hang or throw too.
  for (const [i, run] of runs.entries()) throwFirst(judgeRun(run, expected[i] as ExpectedOutcome));
}

export const concurrentRequestsConsistent = defineProperty({
  id: 'settlement.concurrent-consistent',
  area: 'settlement',
  rule: 'A34-SPEC §5–6 under concurrency',
  title: 'concurrent requests on one system, in any interleaving, each get their own verdict and settlement',
  arbitrary: fc
    .record({ scenarios: fc.array(scenario(), { minLength: 2, maxLength: 4 }), schedule: fc.integer() })
    .map(({ scenarios, schedule }) => ({
      scenarios: scenarios.map((s, i) => ({
        ...s,
        identity: { ...s.identity, requestId: `${s.identity.requestId}-${i}` },
      })),
      schedule,
    })),
  check: (system, { scenarios, schedule }) => runConcurrently(system, scenarios, schedule),
  kills: ['shared-baseline-slot'],
});
