import { cloneJson } from '../json/clone.js';
import { compareCodeUnits } from '../json/compare-keys.js';
import type { AdmissionFacts, CapacityFailure, ToolDescriptor } from '../model/index.js';
import { admit, admittedOnly, type AdmissionDecision } from './admission.js';
import { summarizeForEntry, type EntryPermission } from './entry-summary.js';

export type ProjectedSurface =
  | { readonly mode: 'research'; readonly tools: ToolDescriptor[] }
  | { readonly mode: 'entry'; readonly tools: ToolDescriptor[]; readonly permissions: EntryPermission[] };

export type ProjectionResult = ProjectedSurface | CapacityFailure;

export const isCapacityFailure = (result: ProjectionResult): result is CapacityFailure =>
  'kind' in result && result.kind === 'capacity';

/** Total order on the admitted set alone: names are unique per turn, so name order is total. */
export const orderTools = (decisions: readonly AdmissionDecision[]): AdmissionDecision[] =>
  [...decisions].sort((a, b) => compareCodeUnits(a.descriptor.name, b.descriptor.name));

/** Fresh descriptors: the surface shares no object with the registry or any other input. */
const copyDescriptor = (tool: ToolDescriptor): ToolDescriptor => cloneJson(tool);

/** Turns owners' admission into what the model should see. Pure: inputs are read, never written. */
export function project(
  facts: AdmissionFacts,
  decide: (facts: AdmissionFacts) => AdmissionDecision[] = admit,
): ProjectionResult {
  const admitted = orderTools(admittedOnly(decide(facts)));
  if (facts.mode === 'entry') return { mode: 'entry', tools: [], permissions: summarizeForEntry(admitted) };
  if (admitted.length > facts.stage.toolCapacity) {
    return { kind: 'capacity', needed: admitted.map((d) => d.descriptor.name), capacity: facts.stage.toolCapacity };
  }
  return { mode: 'research', tools: admitted.map((d) => copyDescriptor(d.descriptor)) };
}
