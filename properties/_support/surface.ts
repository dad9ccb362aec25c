import { isDeepStrictEqual } from 'node:util';
import type { AdmissionFacts, ToolDescriptor } from '../../src/reference/model/index.js';
import type { SystemUnderTest } from '../../src/harness/system-under-test.js';
import { isCapacityFailure, type ProjectionResult } from '../../src/reference/surface/projection.js';
import { expectThat, PropertyViolation } from '../../src/harness/property.js';
import type { Finding } from '../../src/harness/judge/index.js';

/** The research tools a system shows for facts, lifting capacity so admission alone decides. */
export async function visibleTools(system: SystemUnderTest, facts: AdmissionFacts): Promise<readonly ToolDescriptor[]> {
  const result = await system.project({
    ...facts,
    mode: 'research',
    stage: { ...facts.stage, toolCapacity: Number.MAX_SAFE_INTEGER },
  });
  if (isCapacityFailure(result))
    throw new PropertyViolation({
      code: 'projection',
      message: 'capacity failure although capacity was unbounded',
      actual: [...result.needed],
    });
  return result.tools;
}

export const visibleNames = async (system: SystemUnderTest, facts: AdmissionFacts): Promise<string[]> =>
  (await visibleTools(system, facts)).map((t) => t.name);

export const namesOf = (result: ProjectionResult): string[] | 'capacity' =>
  isCapacityFailure(result) ? 'capacity' : result.tools.map((t) => t.name);

/** Sorted copy, for set comparisons in messages. */
export const sorted = (names: Iterable<string>): string[] => [...names].sort();

/** Fails with `message` when the visible names `kept` selects differ between `facts` and `changed`. */
export async function expectSameNames(
  system: SystemUnderTest,
  facts: AdmissionFacts,
  changed: AdmissionFacts,
  kept: (name: string) => boolean,
  message: string,
): Promise<void> {
  const before = sorted((await visibleNames(system, facts)).filter(kept));
  const after = sorted((await visibleNames(system, changed)).filter(kept));
  expectThat(isDeepStrictEqual(before, after), { code: 'projection', message, expected: before, actual: after });
}

type Shown = ProjectionResult | readonly ToolDescriptor[];
const isList = (shown: Shown): shown is readonly ToolDescriptor[] => Array.isArray(shown);
const toolsOf = (shown: Shown): readonly ToolDescriptor[] | undefined =>
  isList(shown) ? shown : isCapacityFailure(shown) ? undefined : shown.tools;

/** Two projections as a finding's evidence: both tool lists for the reports' diff, or what each was. */
export function toolLists(expected: Shown, actual: Shown): Pick<Finding, 'surfaces' | 'expected' | 'actual'> {
  const [want, got] = [toolsOf(expected), toolsOf(actual)];
  if (want !== undefined && got !== undefined) return { surfaces: { expected: want, actual: got } };
  const names = (tools: readonly ToolDescriptor[] | undefined) =>
    tools === undefined ? 'capacity' : tools.map((t) => t.name);
  return { expected: names(want), actual: names(got) };
}
