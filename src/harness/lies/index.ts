// Lying descriptors (A34-SPEC §7): named exports only; the installers stay behind compileLie.
export {
  LIE_KINDS,
  LIE_TARGETS,
  SUMMARY_LIE_KINDS,
  LieKindSchema,
  LieSchema,
  LyingScenarioSchema,
  HONEST_LOOKALIKES,
  REAL_LIE_KINDS,
  CHECKED_STAGES,
  FINAL_CHECKED_STAGES,
  JSON_BLIND_KINDS,
  JSON_VALUED_KINDS,
  expectedLieVerdict,
  lieCheck,
  type Lie,
  type LieKind,
  type LieTarget,
  type LieVerdict,
  type LyingScenario,
} from './lie.js';
export { HONEST_DATA_KINDS, honestDataPick } from './honest-data.js';
export { createProbe, type LieProbe } from './probe.js';
export { compileLie } from './compile.js';
export { notAfter } from './not-after.js';
export {
  runLyingScenario,
  type LyingObservation,
  type RunLyingOptions,
  type ScenarioWithLie,
} from './run-lying-scenario.js';
export { expectLyingOutcome, type LyingExpectation, lyingOutcomeSteps } from './oracle.js';
export { bounded, HANG_BOUND_MS, type BoundedRun } from './bounded.js';
export { checkLyingScenario, type LyingCheck } from './check-lying-scenario.js';
