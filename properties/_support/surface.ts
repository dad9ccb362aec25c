import type { AdmissionFacts, ToolDescriptor } from '../../src/reference/model/index.js';
import type { A34System } from '../../src/harness/adapter.js';
import { isCapacityFailure, type ProjectionResult } from '../../src/reference/surface/projection.js';
import { PropertyViolation } from '../../src/harness/property.js';

/** The research tools a system shows for facts, lifting capacity so admission alone decides. */
export function visibleTools(system: A34System, facts: AdmissionFacts): readonly ToolDescriptor[] {
  const result = system.project({
    ...facts,
    mode: 'research',
    stage: { ...facts.stage, toolCapacity: Number.MAX_SAFE_INTEGER },
  });
  if (isCapacityFailure(result))
    throw new PropertyViolation('capacity failure although capacity was unbounded', { needed: result.needed });
  return result.tools;
}

export const visibleNames = (system: A34System, facts: AdmissionFacts): string[] =>
  visibleTools(system, facts).map((t) => t.name);

export const namesOf = (result: ProjectionResult): string[] | 'capacity' =>
  isCapacityFailure(result) ? 'capacity' : result.tools.map((t) => t.name);

/** Sorted copy, for set comparisons in messages. */
export const sorted = (names: Iterable<string>): string[] => [...names].sort();
