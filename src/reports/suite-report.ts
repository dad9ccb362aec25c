import { z } from 'zod';
import { FindingSchema } from './finding-schema.js';

/** One saved counterexample replayed at the start of a run: a fixed failure stays as a passing regression example. */
export const CorpusReplayReportSchema = z.object({
  file: z.string(),
  status: z.enum(['passed', 'failed', 'flaky']),
  message: z.string().optional(),
});

/** One change of the semantic tool-list diff, as data and in words (`tool \`x\` removed (was at 2)`). */
export const SurfaceChangeReportSchema = z.object({
  kind: z.enum(['added', 'removed', 'renamed', 'moved', 'field', 'unreadable']),
  text: z.string(),
});

/**
 * What every failure leads with, in every format: the one-line scenario brief, the judge's finding, and
 * the semantic diff of the tool lists in words (computed from `finding.surfaces`, or the first difference).
 */
const explanation = {
  /** One line: which hook or step, what change, at which stage (`hook at extension: rename/case on tool #1`). */
  brief: z.string().optional(),
  /** The judge's finding: which check rejected or let it through, and why. */
  finding: FindingSchema.optional(),
  /** The semantic diff of expected and actual tool lists, in order. */
  changes: z.array(SurfaceChangeReportSchema).optional(),
};

/** One property's result as reports carry it; the counterexample is JSON so it can be replayed. */
export const PropertyReportSchema = z.object({
  id: z.string(),
  area: z.string(),
  rule: z.string(),
  title: z.string(),
  status: z.enum(['passed', 'failed', 'flaky']),
  numRuns: z.number().int(),
  seed: z.number().int(),
  path: z.string().optional(),
  counterexample: z.unknown().optional(),
  error: z.string().optional(),
  /**
   * Runs to first failure: how many generated cases ran up to and including the first that failed (1-based),
   * before shrinking. Absent when the property passed, or when the failure came from a saved counterexample.
   */
  runsToFirstFailure: z.number().int().positive().optional(),
  /** Shrink steps fast-check took from the first failing case to the reported one. */
  shrinks: z.number().int().nonnegative().optional(),
  ...explanation,
  durationMs: z.number(),
  /** Saved counterexamples replayed before the search. */
  corpus: z.array(CorpusReplayReportSchema).optional(),
  /** `adapter-result`: the adapter returned a result of the wrong shape, an input error rather than a contract verdict. */
  cause: z.enum(['contract', 'adapter-result']).optional(),
});

export const RedReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['passed', 'failed', 'invalid']),
  message: z.string(),
  file: z.string().optional(),
  ...explanation,
});

export const MatrixCellSchema = z.object({
  fault: z.string(),
  check: z.string(),
  kind: z.enum(['property', 'red']),
  killed: z.boolean(),
  runsToFirstFailure: z.number().int().optional(),
  shrinks: z.number().int(),
  durationMs: z.number(),
  seed: z.number().int().optional(),
  path: z.string().optional(),
  counterexample: z.unknown().optional(),
  message: z.string().optional(),
});

export const KillMatrixReportSchema = z.object({
  faults: z.array(z.object({ id: z.string(), bug: z.string() })),
  cells: z.array(MatrixCellSchema),
  survivors: z.array(z.string()),
  idleChecks: z.array(z.string()),
  /** RED cases that kill no fault; expected of guards against false positives. */
  quietRedCases: z.array(z.string()).optional(),
});

export const CoverageReportSchema = z.object({
  cells: z.record(z.string(), z.record(z.string(), z.number().int())),
  causes: z.record(z.string(), z.number().int()),
  floor: z.number().int(),
  shortfalls: z.array(z.string()),
});

/** A run cut short by its time budget or a signal: what it found is reported, and the checks it did not finish are named. */
export const IncompleteReportSchema = z.object({
  reason: z.enum(['budget', 'signal']),
  /** The signal that stopped it, when one did. */
  signal: z.enum(['SIGINT', 'SIGTERM']).optional(),
  /** Checks (property and RED ids) not run or cut off while running, in run order. */
  notRun: z.array(z.string()),
});

/** The JSON summary every other report is rendered from, and what `merge` combines. */
export const SuiteReportSchema = z.object({
  tool: z.literal('a34-verify'),
  version: z.string(),
  fastCheckVersion: z.string(),
  adapter: z.string(),
  profile: z.string(),
  seed: z.number().int(),
  /**
   * The flags that reach the same implementation again (`--adapter m.ts` or `--config a34.config.ts`; empty
   * for the built-in reference): every replay command in every format carries them.
   */
  target: z.array(z.string()).default([]),
  /** `--red-dir …` when the run used its own RED folder, so a RED rerun finds the same case. */
  redArgs: z.array(z.string()).default([]),
  shard: z
    .object({
      index: z.number().int(),
      count: z.number().int(),
      /** Every check id the run selected before it was split (sorted): `merge` checks the shards hold each once. */
      selected: z.array(z.string()).optional(),
    })
    .optional(),
  /** The `--grep` pattern that chose a subset of the checks: the coverage floor does not apply to a subset. */
  grep: z.string().optional(),
  startedAt: z.string(),
  durationMs: z.number(),
  properties: z.array(PropertyReportSchema),
  red: z.array(RedReportSchema),
  killMatrix: KillMatrixReportSchema.optional(),
  coverage: CoverageReportSchema,
  /** Checks not run because `--bail` stopped the run after enough failures. */
  skipped: z.array(z.string()).optional(),
  /** Present when the run was cut short: it has not earned a pass, whatever it found. */
  incomplete: IncompleteReportSchema.optional(),
  /** Input problems (bad RED files, bad corpus entries) that did not stop the run. */
  inputErrors: z.array(z.object({ file: z.string(), path: z.string(), message: z.string() })),
});

export type CorpusReplayReport = z.infer<typeof CorpusReplayReportSchema>;
export type PropertyReport = z.infer<typeof PropertyReportSchema>;
export type RedReport = z.infer<typeof RedReportSchema>;
export type MatrixCellReport = z.infer<typeof MatrixCellSchema>;
export type KillMatrixReport = z.infer<typeof KillMatrixReportSchema>;
export type CoverageReport = z.infer<typeof CoverageReportSchema>;
export type IncompleteReport = z.infer<typeof IncompleteReportSchema>;
export type SuiteReport = z.infer<typeof SuiteReportSchema>;
export type SuiteReportInput = z.input<typeof SuiteReportSchema>;
