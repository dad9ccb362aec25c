import { isDeepStrictEqual } from 'node:util';
import { expectOutcome, type ExpectedOutcome } from '../../src/harness/oracle.js';
import { expectThat } from '../../src/harness/property.js';
import { withProjections } from '../../src/harness/isolation/with-projections.js';
import type { Observation } from '../../src/harness/run-scenario.js';
import type { RunOptions, SystemUnderTest } from '../../src/harness/system-under-test.js';
import type { Scenario } from '../../src/harness/scenario.js';
import type { ToolDescriptor } from '../../src/reference/model/index.js';
import { getEncoder } from '../../src/reference/wire/index.js';

const withoutAnnotations = (tools: readonly ToolDescriptor[]) => tools.map(({ annotations: _drop, ...rest }) => rest);

/** What the provider actually received, read back to the logical surface. */
export function receivedSurface(observation: Observation): ToolDescriptor[] | undefined {
  const call = observation.providerCalls[0];
  return call === undefined ? undefined : getEncoder(call.wire.provider).decode(call.wire);
}

/** The Entry summary's lines the provider actually received (issue 18), read back from the wire. */
export function receivedSummary(observation: Observation): string[] | undefined {
  const call = observation.providerCalls[0];
  return call === undefined ? undefined : getEncoder(call.wire.provider).decodeSummary(call.wire);
}

/** Runs a scenario and asserts the outcome the contract demands: verdict, stage, and what reached the provider. */
export async function expectContractOutcome(
  system: SystemUnderTest,
  scenario: Scenario,
  options: RunOptions = {},
): Promise<{ observation: Observation; expected: ExpectedOutcome }> {
  const expected = await withProjections(system, (project) => expectOutcome(scenario, project));
  const observation = await system.run(scenario, options);
  expectObservedOutcome(observation, expected);
  return { observation, expected };
}

/** Asserts an observed request against the outcome the contract demands. */
export function expectObservedOutcome(observation: Observation, expected: ExpectedOutcome): void {
  const { outcome } = observation;
  if (expected.outcome === 'rejected') {
    expectThat(outcome.outcome === 'rejected', `expected a rejection at ${expected.stage}, got ${outcome.outcome}`, {
      expected,
      actual: outcome,
    });
    expectThat(
      outcome.reason.stage === expected.stage,
      `rejected at ${outcome.reason.stage}, expected ${expected.stage}`,
      { expected, reason: outcome.reason },
    );
    expectThat(observation.providerCalls.length === 0, 'a rejected request reached the provider');
    return;
  }
  expectThat(outcome.outcome === expected.outcome, `expected ${expected.outcome}, got ${outcome.outcome}`, {
    actual: outcome.outcome === 'rejected' ? outcome.reason : outcome.outcome,
  });
  const received = receivedSurface(observation);
  expectThat(received !== undefined, 'nothing reached the provider');
  const want = withoutAnnotations(expected.surface);
  expectThat(isDeepStrictEqual(received, want), 'the provider received a surface other than the checked one', {
    expected: want,
    received,
  });
  const told = receivedSummary(observation);
  expectThat(
    isDeepStrictEqual(told, expected.summary),
    'the provider received an Entry summary other than the checked one',
    {
      expected: expected.summary,
      received: told,
    },
  );
}
