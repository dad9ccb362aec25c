/**
 * Public API of a34-verify. Any new export here becomes public API: named exports only.
 * Everything not exported here is internal and may change without notice.
 */

// The adapter interface: how the harness reaches an implementation under test.
export type { A34Adapter, A34System } from './harness/adapter.js';
export { pipelineAdapter, referenceAdapter } from './harness/pipeline-adapter.js';
export { defineAdapter } from './harness/define-adapter.js';

// What an implementation receives and returns.
export type { RequestInput, RequestOutcome, RequestPorts } from './reference/pipeline/run-request.js';
export { HOOK_STAGES } from './reference/pipeline/hooks.js';
export type { HookContext, HookStage, HookTable, RequestHook } from './reference/pipeline/hooks.js';
export type { PublicationStore, PipelineParts, ParityCheck, ParityContext } from './reference/pipeline/parts.js';
export type { RequestLedgerPort, RequestFailure, FailurePhase } from './reference/ports/ledger.js';
export type { ProviderPort } from './reference/ports/provider.js';
export { InMemoryLedger } from './reference/ports/memory-ledger.js';
export type { LedgerEvent } from './reference/ports/memory-ledger.js';
export { RecordingProvider } from './reference/ports/memory-provider.js';
export type { ProjectionResult, ProjectedSurface } from './reference/surface/projection.js';
export type { EntryPermission } from './reference/surface/entry-summary.js';
export type { SealedGatewayReceipt } from './reference/surface/recovery.js';
export type { RequestSeal } from './reference/pipeline/seal.js';

// The domain model, with its zod schemas.
export * as model from './reference/model/index.js';
export type {
  AdmissionFacts,
  CapacityFailure,
  ContractEntry,
  Diagnostic,
  DifferenceField,
  GatewayFact,
  JsonObject,
  JsonValue,
  Message,
  ModelRequest,
  ParityDifference,
  ParityVerdict,
  RejectionReason,
  RejectionStage,
  RequestIdentity,
  SkillBinding,
  ToolDescriptor,
} from './reference/model/index.js';

// The reference implementation's building blocks.
export { admit } from './reference/surface/admission.js';
export { project, isCapacityFailure } from './reference/surface/projection.js';
export { takeBaseline, narrowBaseline } from './reference/surface/baseline.js';
export { checkParity } from './reference/parity/check.js';
export { checkSummaryParity } from './reference/parity/summary-parity.js';
export type { SummaryCheck } from './reference/parity/summary-parity.js';
export { jsonPath } from './harness/json-path.js';
export { readSurface } from './reference/parity/read-surface.js';
export { compareSurfaces } from './reference/parity/compare.js';
export { referenceParts } from './reference/pipeline/reference-parts.js';
export { runRequest } from './reference/pipeline/run-request.js';
export { encoders, getEncoder, PROVIDERS } from './reference/wire/index.js';
export type { Provider, WireEncoder, WireRequest } from './reference/wire/index.js';

// The harness: scenarios, properties, faults, RED cases.
export { ScenarioSchema, MutationSchema, MUTATION_KINDS, MUTATION_VARIANTS } from './harness/scenario.js';
export type { Mutation, MutationKind, Scenario, FaultSchedule } from './harness/scenario.js';
export { runScenario } from './harness/run-scenario.js';
export type { Observation } from './harness/run-scenario.js';
export { expectOutcome } from './harness/oracle.js';
export type { ExpectedOutcome } from './harness/oracle.js';
export { defineProperty, expectThat, PropertyViolation } from './harness/property.js';
export type { PropertyDefinition, PropertyArea } from './harness/property.js';
export { runProperty } from './harness/run-property.js';
export type { PropertyResult, RunOptions } from './harness/run-property.js';
export { PROFILES, PROFILE_NAMES } from './harness/profiles.js';
export type { Profile, ProfileName } from './harness/profiles.js';
export { FAULTS, faultById } from './faults/catalog.js';
export type { FaultVariant } from './faults/catalog.js';
export { ALL_PROPERTIES } from '../properties/index.js';
export type { PropertyHarness } from './harness/property.js';

// The judge: every check's verdict as typed findings.
export { judge, judgeRun, FINDING_CODES, receivedSurface, countFindings } from './harness/judge/index.js';
// A difference's two markers and the layers a finding names (docs/adapter.md, "How the judge reads your results").
export { ABSENT, UNREADABLE, FINDING_LAYERS } from './harness/judge/index.js';
export type {
  Expectation,
  ExpectedNames,
  Finding,
  FindingCode,
  FindingCounts,
  FindingLayer,
  ReturnedOutcome,
  JudgedObservation,
  LateEffect,
  ReceivedSurface,
} from './harness/judge/index.js';

// The command line, configuration and the guard around outside adapters.
export { main } from './cli/main.js';
export { EXIT } from './cli/io.js';
export type { CliIo, ExitCode } from './cli/io.js';
export { A34ConfigSchema } from './cli/config.js';
export type { A34Config } from './cli/config.js';
export {
  guardAdapter,
  AdapterResultError,
  ProjectionResultSchema,
  RequestOutcomeSchema,
  RecoveredFactsSchema,
} from './harness/adapter-guard.js';
export type { AdapterGuard } from './harness/adapter-guard.js';
export { runSuite } from './suite/run-suite.js';
export type { SuiteInput, SuiteRun, RedEntry } from './suite/run-suite.js';
export { checkProperty } from './suite/corpus/check-property.js';
export type { CheckPropertyOptions, PropertyCheck } from './suite/corpus/check-property.js';
export { parseShard, selectShard } from './suite/shard.js';
export type { Shard } from './suite/shard.js';
export { CorpusEntrySchema } from './suite/corpus/corpus-entry.js';
export type { CorpusEntry } from './suite/corpus/corpus-entry.js';
export { SuiteReportSchema } from './reports/suite-report.js';
export type { SuiteReport } from './reports/suite-report.js';
export { writeReports } from './reports/write-reports.js';
