import fc from 'fast-check';
import { scenario } from '../generators/index.js';
import type { SystemUnderTest } from '../src/harness/system-under-test.js';
import { defineProperty, expectThat } from '../src/harness/property.js';
import type { Observation } from '../src/harness/run-scenario.js';
import type { Scenario } from '../src/harness/scenario.js';
import { withProjections } from '../src/harness/isolation/with-projections.js';
import { expectOutcome, type ExpectedOutcome } from '../src/harness/oracle.js';
import { expectObservedOutcome } from './_support/outcome.js';

/** The ledger owner's view of one request must match what the system says happened to it. */
function expectSettled(observation: Observation, requestId: string): void {
  const events = observation.ledger.filter((e) => e.requestId === requestId);
  const failures = events.filter((e) => e.type === 'failure');
  const dispatched = events.filter((e) => e.type === 'dispatched').length;
  const receipts = events.filter((e) => e.type === 'receipt').length;
  expectThat(receipts === 0, 'A34 wrote a receipt of its own', { events });
  const { outcome } = observation;
  if (outcome.outcome === 'rejected') {
    expectThat(failures.length === 1, `a rejection closed the reservation ${failures.length} times, not exactly once`, {
      events,
    });
    expectThat(
      failures[0]?.type === 'failure' && failures[0].phase === 'pre_dispatch_rejected',
      'the rejection was not reported as pre_dispatch_rejected',
      { events },
    );
    expectThat(dispatched === 0 && observation.providerCalls.length === 0, 'a rejected request was dispatched', {
      events,
    });
  } else {
    expectThat(
      dispatched === 1 && observation.providerCalls.length === 1,
      `an accepted request was dispatched ${dispatched} times`,
      { events },
    );
    const expectedFailures = outcome.outcome === 'provider_failed' ? 1 : 0;
    expectThat(failures.length === expectedFailures, `an accepted request has ${failures.length} failure callbacks`, {
      events,
    });
    expectThat(
      failures.every((f) => f.type === 'failure' && f.phase === 'provider_failed'),
      'a provider failure was not reported as provider_failed',
      { events },
    );
  }
}

export const rejectionSettledOnce = defineProperty({
  id: 'settlement.closed-exactly-once',
  area: 'settlement',
  rule: 'A34-SPEC §6',
  title:
    'every rejection closes its reservation exactly once as pre_dispatch_rejected; every acceptance dispatches once',
  arbitrary: scenario(),
  async check(system, s) {
    expectSettled(await system.run(s), s.identity.requestId);
  },
  kills: [
    'reject-without-settling',
    'settles-twice',
    'writes-own-receipt',
    'wrong-rejection-phase',
    'dispatch-recorded-twice',
    'provider-called-twice',
    'provider-failure-unreported',
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
    const observation = await system.run(s);
    const parent = s.identity.parentRequestId ?? '';
    const touched = observation.ledger.filter((e) => e.requestId === parent && e.type !== 'reserved');
    expectThat(touched.length === 0, 'a Child request settled the Main reservation', { touched });
    expectSettled(observation, s.identity.requestId);
  },
  kills: ['child-closes-main'],
});

export const publishableKept = defineProperty({
  id: 'settlement.publishable-kept',
  area: 'settlement',
  rule: 'A34-SPEC §6: publishable text produced earlier in the run is kept',
  title: 'a rejected request never removes publishable text',
  arbitrary: scenario(),
  async check(system, s) {
    const observation = await system.run(s);
    expectThat(observation.publicationKept, 'publishable text changed during the request', {
      outcome: observation.outcome.outcome,
    });
    expectThat(observation.factsIntact, 'owner facts were changed during the request');
  },
  kills: ['drops-publishable', 'request-shares-registry'],
});

async function runConcurrently(
  system: SystemUnderTest,
  scenarios: readonly Scenario[],
  schedule: number,
): Promise<void> {
  const expected: ExpectedOutcome[] = [];
  for (const s of scenarios) expected.push(await withProjections(system, (project) => expectOutcome(s, project)));
  const runs = await system.runBatch(scenarios, { schedule });
  for (const [i, run] of runs.entries()) {
    const s = scenarios[i] as Scenario;
    if (run.status === 'threw') throw run.error;
    expectThat(run.status === 'settled', `request ${s.identity.requestId} did not settle within the hang bound`);
    expectObservedOutcome(run.value, expected[i] as ExpectedOutcome);
    expectSettled(run.value, s.identity.requestId);
  }
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
