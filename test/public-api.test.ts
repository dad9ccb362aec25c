import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

/** The public API is what src/index.ts exports; a change here is a change users see. */
describe('public API', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
      [
        "A34ConfigSchema",
        "ALL_PROPERTIES",
        "AdapterResultError",
        "CorpusEntrySchema",
        "EXIT",
        "FAULTS",
        "HOOK_STAGES",
        "InMemoryLedger",
        "MUTATION_KINDS",
        "MUTATION_VARIANTS",
        "MutationSchema",
        "PROFILES",
        "PROVIDERS",
        "ProjectionResultSchema",
        "PropertyViolation",
        "RecordingProvider",
        "RecoveredFactsSchema",
        "RequestOutcomeSchema",
        "ScenarioSchema",
        "SuiteReportSchema",
        "admit",
        "checkParity",
        "compareSurfaces",
        "defineProperty",
        "encoders",
        "expectOutcome",
        "expectThat",
        "faultById",
        "getEncoder",
        "guardAdapter",
        "isCapacityFailure",
        "main",
        "model",
        "narrowBaseline",
        "parseShard",
        "pipelineAdapter",
        "project",
        "readSurface",
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
});
