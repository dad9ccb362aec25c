import { type ExpectedOutcome, expectedOutcomeSteps } from '../../src/harness/oracle.js';
import { judge, type Expectation, type JudgedObservation } from '../../src/harness/judge/index.js';
import { throwFirst } from '../../src/harness/property.js';
import { withProjections } from '../../src/harness/isolation/with-projections.js';
import type { Observation } from '../../src/harness/run-scenario.js';
import type { RunOptions, SystemUnderTest } from '../../src/harness/system-under-test.js';
import type { Scenario } from '../../src/harness/scenario.js';

/** Runs a scenario and asks the judge: outcome, stage, what reached the provider, settlement, side effects. */
export async function expectContractOutcome(
  system: SystemUnderTest,
  scenario: Scenario,
  options: RunOptions = {},
): Promise<{ observation: Observation; expected: ExpectedOutcome }> {
  const expected = await withProjections(system, expectedOutcomeSteps(scenario));
  const observation = await system.run(scenario, options);
  expectObservedOutcome(observation, expected);
  return { observation, expected };
}

/** A property's check that asks only for the contract outcome (`expectContractOutcome`). */
export const checkContractOutcome = async (system: SystemUnderTest, scenario: Scenario): Promise<void> =>
  void (await expectContractOutcome(system, scenario));

/** Throws the judge's first finding against an observed request as the property's violation. */
export function expectObservedOutcome(observation: JudgedObservation, expected: Expectation): void {
  throwFirst(judge(observation, expected));
}
