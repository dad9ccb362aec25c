import type { AdmissionFacts, ToolDescriptor } from '../../src/reference/model/index.js';
import type { SystemUnderTest } from '../../src/harness/system-under-test.js';
import { isCapacityFailure, type ProjectionResult } from '../../src/reference/surface/projection.js';
import { PropertyViolation } from '../../src/harness/property.js';

/** The research tools a system shows for facts, lifting capacity so admission alone decides. */
export async function visibleTools(system: SystemUnderTest, facts: AdmissionFacts): Promise<readonly ToolDescriptor[]> {
  const result = await system.project({
    ...facts,
    mode: 'research',
    stage: { ...facts.stage, toolCapacity: Number.MAX_SAFE_INTEGER },
  });
  if (isCapacityFailure(result))
    throw new PropertyViolation('capacity failure although capacity was unbounded', { needed: result.needed });
  return result.tools;
}

export const visibleNames = async (system: SystemUnderTest, facts: AdmissionFacts): Promise<string[]> =>
  (await visibleTools(system, facts)).map((t) => t.name);

export const namesOf = (result: ProjectionResult): string[] | 'capacity' =>
  isCapacityFailure(result) ? 'capacity' : result.tools.map((t) => t.name);

/** Sorted copy, for set comparisons in messages. */
export const sorted = (names: Iterable<string>): string[] => [...names].sort();
