import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as generators from '../generators/index.js';
import * as api from '../src/index.js';
import * as guardEntry from '../src/guard/index.js';
import * as targetsEntry from '../src/frameworks/index.js';
import * as vitestEntry from '../src/vitest.js';
import { ROOT } from './cli/helpers.js';

/**
 * Type-only names an entry point exports (declared, `export type { … }`, `type X` in `export { … }`): they vanish
 * at run time, so the runtime snapshot cannot see them; a removed or renamed type is a breaking change too.
 */
function typeExports(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const names: string[] = [];
  for (const [, typeOnly, list] of text.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g))
    for (const item of (list ?? '').split(',').map((s) => s.trim()))
      if (item !== '' && (typeOnly !== undefined || item.startsWith('type ')))
        names.push(
          item
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)
            .pop() ?? item,
        );
  for (const [, name] of text.matchAll(/^export\s+(?:interface|type)\s+(\w+)/gm)) names.push(name ?? '');
  return names.sort();
}

/** The public API is what the entry points export; a change here is a change users see. */
describe('public API', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
      [
        "A34ConfigSchema",
        "ABSENT",
        "ALL_PROPERTIES",
        "AdapterResultError",
        "CorpusEntrySchema",
        "EXIT",
        "FAULTS",
        "FINDING_CODES",
        "FINDING_LAYERS",
        "HOOK_STAGES",
        "InMemoryLedger",
        "MUTATION_KINDS",
        "MUTATION_VARIANTS",
        "MutationSchema",
        "PROFILES",
        "PROFILE_NAMES",
        "PROVIDERS",
        "ProjectionResultSchema",
        "PropertyViolation",
        "RecordingProvider",
        "RecoveredFactsSchema",
        "RequestOutcomeSchema",
        "ScenarioSchema",
        "SuiteReportSchema",
        "UNREADABLE",
        "admit",
        "checkParity",
        "checkProperty",
        "checkSummaryParity",
        "compareSurfaces",
        "countFindings",
        "defineAdapter",
        "defineProperty",
        "encoders",
        "expectOutcome",
        "expectThat",
        "faultById",
        "getEncoder",
        "guardAdapter",
        "isCapacityFailure",
        "jsonPath",
        "judge",
        "judgeRun",
        "main",
        "model",
        "narrowBaseline",
        "parseShard",
        "pipelineAdapter",
        "project",
        "readSurface",
        "receivedSurface",
        "referenceAdapter",
        "referenceParts",
        "runProperty",
        "runRequest",
        "runScenario",
        "runSuite",
        "selectShard",
        "takeBaseline",
        "writeReports",
      ]
    `);
  });

  it('exports exactly the documented type names', () => {
    expect(typeExports('src/index.ts')).toMatchInlineSnapshot(`
      [
        "A34Adapter",
        "A34Config",
        "A34System",
        "AdapterGuard",
        "AdmissionFacts",
        "CapacityFailure",
        "CheckPropertyOptions",
        "CliIo",
        "ContractEntry",
        "CorpusEntry",
        "Diagnostic",
        "DifferenceField",
        "EntryPermission",
        "ExitCode",
        "Expectation",
        "ExpectedNames",
        "ExpectedOutcome",
        "FailurePhase",
        "FaultSchedule",
        "FaultVariant",
        "Finding",
        "FindingCode",
        "FindingCounts",
        "FindingLayer",
        "GatewayFact",
        "HookContext",
        "HookStage",
        "HookTable",
        "JsonObject",
        "JsonValue",
        "JudgedObservation",
        "LateEffect",
        "LedgerEvent",
        "Message",
        "ModelRequest",
        "Mutation",
        "MutationKind",
        "Observation",
        "ParityCheck",
        "ParityContext",
        "ParityDifference",
        "ParityVerdict",
        "PipelineParts",
        "Profile",
        "ProfileName",
        "ProjectedSurface",
        "ProjectionResult",
        "PropertyArea",
        "PropertyCheck",
        "PropertyDefinition",
        "PropertyHarness",
        "PropertyResult",
        "Provider",
        "ProviderPort",
        "PublicationStore",
        "ReceivedSurface",
        "RedEntry",
        "RejectionReason",
        "RejectionStage",
        "RequestFailure",
        "RequestHook",
        "RequestIdentity",
        "RequestInput",
        "RequestLedgerPort",
        "RequestOutcome",
        "RequestPorts",
        "RequestSeal",
        "ReturnedOutcome",
        "RunOptions",
        "Scenario",
        "SealedGatewayReceipt",
        "Shard",
        "SkillBinding",
        "SuiteInput",
        "SuiteReport",
        "SuiteRun",
        "SummaryCheck",
        "ToolDescriptor",
        "WireEncoder",
        "WireRequest",
      ]
    `);
  });

  it('a34-verify/vitest, /guard, /targets and /generators export exactly these names', () => {
    expect({
      vitest: { runtime: Object.keys(vitestEntry).sort(), types: typeExports('src/vitest.ts') },
      guard: { runtime: Object.keys(guardEntry).sort(), types: typeExports('src/guard/index.ts') },
      targets: { runtime: Object.keys(targetsEntry).sort(), types: typeExports('src/frameworks/index.ts') },
      generators: { runtime: Object.keys(generators).sort(), types: typeExports('generators/index.ts') },
    }).toMatchInlineSnapshot(`
      {
        "generators": {
          "runtime": [
            "LONG_DESCRIPTION",
            "MCP_TOOL_NAME",
            "admissionFacts",
            "faultSchedule",
            "harvestedToolDescriptor",
            "harvestedUniverse",
            "jsonSchema",
            "lie",
            "lyingScenario",
            "messages",
            "mutation",
            "mutations",
            "publishableTexts",
            "realAdmissionFacts",
            "realScenario",
            "requestIdentity",
            "scenario",
            "snapshotId",
            "summaryMutation",
            "toolAnnotations",
            "toolDescription",
            "toolDescriptor",
            "toolName",
            "toolNames",
            "toolUniverse",
            "turnIdentity",
            "turnSequence",
            "upstreamSchemaShape",
          ],
          "types": [
            "AdmissionFactsOptions",
            "HarvestedUniverseOptions",
            "JsonSchemaOptions",
            "LieOptions",
            "LyingScenarioOptions",
            "MutationsConstraints",
            "RealAdmissionFactsOptions",
            "RealScenarioOptions",
            "ScenarioOptions",
            "ToolDescriptorOptions",
            "ToolNameOptions",
            "ToolNamesConstraints",
            "ToolUniverse",
            "ToolUniverseOptions",
            "TurnSequenceOptions",
          ],
        },
        "guard": {
          "runtime": [
            "ACCEPTED_ENCODINGS",
            "DIALECT_SENSITIVE_KEYWORDS",
            "GEMINI_OPENAPI_SUBSET",
            "GEMINI_UNSUPPORTED_KEYWORDS",
            "MASTRA_CONSTRAINT_TEXT",
            "MASTRA_PROFILE",
            "MASTRA_ZOD_ON_GEMINI",
            "NULL_NEUTRAL_KEYWORDS",
            "PROVIDER_PROFILE",
            "ToolListRefusedError",
            "ZOD_DRAFT_07",
            "aiSdkGuardMiddleware",
            "aiSdkIsolateMiddleware",
            "aiSdkSchemaJson",
            "aiSdkToolOrder",
            "createToolGuard",
            "defineProfile",
            "defineRule",
            "describeFinding",
            "guardAgentsModel",
            "isolateAgentsModel",
            "langchainGuardMiddleware",
            "langchainIsolateMiddleware",
            "logicalShape",
            "mastraGuardProcessor",
            "providerOfUrl",
          ],
          "types": [
            "AcceptRule",
            "AgentsModel",
            "AgentsModelRequest",
            "AiSdkCallParams",
            "AiSdkGuardMiddleware",
            "ConstraintsDescribed",
            "FindingChange",
            "FindingField",
            "GuardMode",
            "GuardOptions",
            "GuardProfile",
            "GuardRejection",
            "GuardReport",
            "GuardSource",
            "GuardStage",
            "JsonValue",
            "LangChainGuardMiddleware",
            "LangChainGuardOptions",
            "LangChainIsolateMiddleware",
            "LangChainModelRequest",
            "MastraGuardOptions",
            "MastraGuardProcessor",
            "MastraInputStepArgs",
            "OptionalNullable",
            "ProfileRule",
            "Provider",
            "SchemaConverter",
            "SchemaDialect",
            "SeamShape",
            "ToolDescriptor",
            "ToolGuard",
            "WireFinding",
          ],
        },
        "targets": {
          "runtime": [
            "defineTarget",
            "zodFromJsonSchema",
          ],
          "types": [
            "AgentCall",
            "AgentInput",
            "AgentSession",
            "CheckTarget",
            "GuardProfile",
            "McpServerCommand",
            "Provider",
            "SeamEdit",
            "SeamName",
            "SeamTool",
            "StepNarrowing",
            "TargetDefinition",
            "ToolDescriptor",
            "ZodNamespace",
          ],
        },
        "vitest": {
          "runtime": [
            "describeA34",
          ],
          "types": [
            "DescribeA34Options",
          ],
        },
      }
    `);
  });

  it('every package.json export points at a file the build emits from a barrel this test snapshots', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { types: string; default: string }>;
    };
    const sources = Object.values(pkg.exports)
      .filter((e) => typeof e !== 'string')
      .map((e) => e.default.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts'));
    expect(sources).toEqual([
      'src/index.ts',
      'src/guard/index.ts',
      'src/frameworks/index.ts',
      'src/vitest.ts',
      'generators/index.ts',
      'properties/index.ts',
    ]);
  });
});
