/**
 * Public API of a34-verify. Any new export here becomes public API: named exports only.
 * Everything not exported here is internal and may change without notice.
 */

// The adapter interface: how the harness reaches an implementation under test.
export type { A34Adapter, A34System } from './harness/adapter.js';
export { pipelineAdapter, referenceAdapter } from './harness/pipeline-adapter.js';

// What an implementation receives and returns.
export type { RequestInput, RequestOutcome, RequestPorts } from './pipeline/run-request.js';
export { HOOK_STAGES } from './pipeline/hooks.js';
export type { HookContext, HookStage, HookTable, RequestHook } from './pipeline/hooks.js';
export type { PublicationStore, PipelineParts, ParityCheck, ParityContext } from './pipeline/parts.js';
export type { RequestLedgerPort, RequestFailure, FailurePhase } from './ports/ledger.js';
export type { ProviderPort } from './ports/provider.js';
export { InMemoryLedger } from './ports/memory-ledger.js';
export type { LedgerEvent } from './ports/memory-ledger.js';
export { RecordingProvider } from './ports/memory-provider.js';
export type { ProjectionResult, ProjectedSurface } from './surface/projection.js';
export type { EntryPermission } from './surface/entry-summary.js';
export type { SealedGatewayReceipt } from './surface/recovery.js';
export type { RequestSeal } from './pipeline/seal.js';

// The domain model, with its zod schemas.
export * as model from './model/index.js';
export type {
  AdmissionFacts,
  ContractEntry,
  GatewayFact,
  JsonValue,
  Message,
  ModelRequest,
  ParityDifference,
  ParityVerdict,
  RejectionReason,
  RequestIdentity,
  SkillBinding,
  ToolDescriptor,
} from './model/index.js';

// The reference implementation's building blocks.
export { admit } from './surface/admission.js';
export { project, isCapacityFailure } from './surface/projection.js';
export { takeBaseline, narrowBaseline } from './surface/baseline.js';
export { checkParity } from './parity/check.js';
export { readSurface } from './parity/read-surface.js';
export { compareSurfaces } from './parity/compare.js';
export { referenceParts } from './pipeline/reference-parts.js';
export { runRequest } from './pipeline/run-request.js';
export { encoders, getEncoder, PROVIDERS } from './wire/index.js';
export type { Provider, WireEncoder, WireRequest } from './wire/index.js';

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
export { PROFILES } from './harness/profiles.js';
export type { Profile, ProfileName } from './harness/profiles.js';
export { FAULTS, faultById } from './faults/catalog.js';
export type { FaultVariant } from './faults/catalog.js';
export { ALL_PROPERTIES } from '../properties/index.js';
export type { PropertyHarness } from './harness/property.js';

// The command line, configuration and the guard around outside adapters.
export { main } from './cli/main.js';
export { EXIT } from './cli/io.js';
export type { CliIo, ExitCode } from './cli/io.js';
export { A34ConfigSchema } from './cli/config.js';
export type { A34Config } from './cli/config.js';
export { guardAdapter, AdapterResultError, ProjectionResultSchema, RequestOutcomeSchema, RecoveredFactsSchema } from './harness/adapter-guard.js';
export type { AdapterGuard } from './harness/adapter-guard.js';
export { runSuite } from './harness/run-suite.js';
export type { SuiteInput, SuiteRun, RedEntry } from './harness/run-suite.js';
export { parseShard, selectShard } from './harness/shard.js';
export type { Shard } from './harness/shard.js';
export { CorpusEntrySchema } from './corpus/corpus-entry.js';
export type { CorpusEntry } from './corpus/corpus-entry.js';
export { SuiteReportSchema } from './reports/suite-report.js';
export type { SuiteReport } from './reports/suite-report.js';
export { writeReports } from './reports/write-reports.js';
export type { CapacityFailure, DifferenceField, Diagnostic, JsonObject, RejectionStage } from './model/index.js';
