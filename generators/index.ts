// Public API of the generators: named exports only; everything under _internals/ stays private.
export { toolName, MCP_TOOL_NAME, type ToolNameOptions } from './tool-name.js';
export { toolNames, type ToolNamesConstraints } from './tool-names.js';
export { toolDescription, LONG_DESCRIPTION } from './tool-description.js';
export { jsonSchema, type JsonSchemaOptions } from './json-schema.js';
export { upstreamSchemaShape } from './upstream-schema-shape.js';
export { toolAnnotations } from './tool-annotations.js';
export { toolDescriptor, type ToolDescriptorOptions } from './tool-descriptor.js';
export { toolUniverse, type ToolUniverse, type ToolUniverseOptions } from './tool-universe.js';
export { turnIdentity } from './turn-identity.js';
export { snapshotId } from './snapshot-id.js';
export { admissionFacts, type AdmissionFactsOptions } from './admission-facts.js';
export { mutation } from './mutation.js';
export { summaryMutation } from './summary-mutation.js';
export { mutations, type MutationsConstraints } from './mutations.js';
export { faultSchedule } from './fault-schedule.js';
export { requestIdentity } from './request-identity.js';
export { messages } from './messages.js';
export { publishableTexts } from './publishable-texts.js';
export { scenario, type ScenarioOptions } from './scenario.js';
export { turnSequence, type TurnSequenceOptions } from './turn-sequence.js';
export {
  harvestedToolDescriptor,
  harvestedUniverse,
  realAdmissionFacts,
  realScenario,
  type HarvestedUniverseOptions,
  type RealAdmissionFactsOptions,
  type RealScenarioOptions,
} from './harvested-universe.js';
export { lie, lyingScenario, type LieOptions, type LyingScenarioOptions } from './lie.js';
