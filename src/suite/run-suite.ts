import fc from 'fast-check';
import { checkProperty, type PropertyCheck } from './corpus/check-property.js';
import { uniqueIssues, type InputIssue } from './corpus/input-issue.js';
import type { HarnessSuiteReport } from './corpus/report-schema.js';
import type { RedCase } from './red/red-case.js';
import { runRedCase } from './red/run-red-case.js';
import { redScenario } from './red/red-scenario.js';
import { ABORTED, stopReasonOf, untilAborted } from '../harness/abort.js';
import { briefOf } from '../harness/describe-scenario.js';
import { changesReport, diffOfFinding } from '../reports/diff/index.js';
import { findingReport } from '../reports/finding-schema.js';
import type { IncompleteReport, RedReport } from '../reports/suite-report.js';
import type { ResultGuard } from '../harness/adapter-guard.js';
import type { SystemSource } from '../harness/system-under-test.js';
import { CoverageCounter } from '../harness/coverage.js';
import { thrownText } from '../harness/judge/index.js';
import { PACKAGE_VERSION } from '../harness/package-root.js';
import type { ProfileName } from '../harness/profiles.js';
import { checkScope } from '../harness/check-scope.js';
import type { PropertyDefinition } from '../harness/property.js';
import type { RunProgress } from '../harness/run-property.js';
import type { Shard } from './shard.js';

/** The harness's own version, as the report records it. */
export const HARNESS_VERSION: string = PACKAGE_VERSION;

/** A RED case with the file it came from. */
export interface RedEntry {
  readonly redCase: RedCase;
  readonly file: string;
}

/** Everything one suite run needs; the CLI has already chosen, filtered and sharded the checks. */
export interface SuiteInput {
  /** The implementation's systems, and the shape checks of what they returned (violations are bad input). */
  readonly source: SystemSource;
  readonly results: ResultGuard;
  readonly properties: readonly PropertyDefinition<never>[];
  readonly red: readonly RedEntry[];
  /** Problems met before the run (bad RED files); the run goes on without them. */
  readonly inputErrors: readonly InputIssue[];
  readonly profile: ProfileName;
  readonly seed: number;
  readonly numRuns: number;
  readonly timeLimitMs: number | undefined;
  readonly coverageFloor: number;
  readonly corpusRoot: string | undefined;
  /** This machine's slice, with every check id the whole run selected: what `merge` checks the shards against. */
  readonly shard: (Shard & { readonly selected?: readonly string[] }) | undefined;
  /** `--grep`, recorded so every report knows the run covered a subset (no coverage gate). */
  readonly grep?: string;
  /** `--adapter …` / `--config …`: recorded so every report's replay command reaches the same implementation. */
  readonly target?: readonly string[];
  /** `--red-dir …` when the run used its own RED folder. */
  readonly redArgs?: readonly string[];
  /** Stop after this many failed checks (`--bail`); the rest are not run and the report names them. */
  readonly bail?: number;
  /**
   * Stops the run (its time budget, a signal): no new check starts, the one in flight is abandoned, and the
   * report carries `incomplete` with every check not finished. The caller closes the source, ending its worker.
   */
  readonly signal?: AbortSignal;
  /** Live progress of the property running now (`id`), shrinking included. */
  readonly onProgress?: (id: string, progress: RunProgress) => void;
  readonly onProperty?: (check: PropertyCheck) => void;
  readonly onRed?: (report: RedReport) => void;
}

/** The report plus each property's run details (corpus files) for the CLI to print. */
export interface SuiteRun {
  readonly report: HarnessSuiteReport;
  readonly checks: readonly PropertyCheck[];
}

/** The RED case's scenario in one line, for request cases (the others have no hooks or steps). */
const redBrief = (redCase: RedCase): { brief?: string } => {
  const brief = redCase.kind === 'request' ? briefOf(redScenario(redCase)) : undefined;
  return brief === undefined ? {} : { brief };
};

/** One RED case against a source, as the report lists it; a throw is the case's failure. */
export async function runRed(source: SystemSource, entry: RedEntry): Promise<RedReport> {
  const checked = await checkScope.run(`red ${entry.redCase.id}`, () => runRedChecked(source, entry));
  return { ...checked, ...redBrief(entry.redCase) };
}

async function runRedChecked(source: SystemSource, { redCase, file }: RedEntry): Promise<RedReport> {
  try {
    const result = await runRedCase(source, redCase);
    const first = result.findings[0];
    const finding = first === undefined ? undefined : findingReport(first);
    const changes = changesReport(diffOfFinding(finding));
    return {
      id: redCase.id,
      title: redCase.title,
      status: result.status,
      message: result.message,
      file,
      ...(finding !== undefined ? { finding } : {}),
      ...(changes !== undefined && changes.length > 0 ? { changes } : {}),
    };
  } catch (error) {
    const message = thrownText(error);
    return {
      id: redCase.id,
      title: redCase.title,
      status: 'failed',
      message: `threw: ${message}`,
      file,
    };
  }
}

/** The marker of a run cut short: why, and which checks it did not finish. */
const incompleteOf = (signal: AbortSignal, notRun: readonly string[]): IncompleteReport => ({
  ...stopReasonOf(signal),
  notRun: [...notRun],
});

/** What a suite run produced, before it becomes the report: checks in selection order, coverage counted. */
export interface SuiteResults {
  readonly startedAt: string;
  readonly started: number;
  readonly checks: readonly PropertyCheck[];
  readonly red: readonly RedReport[];
  readonly counter: CoverageCounter;
  readonly skipped: readonly string[];
  /** Checks a stop (budget, signal) left unfinished, in selection order. */
  readonly notRun: readonly string[];
}

const shardReport = ({ index, count, selected }: NonNullable<SuiteInput['shard']>): HarnessSuiteReport['shard'] => ({
  index,
  count,
  ...(selected !== undefined ? { selected: [...selected].sort() } : {}),
});

/** The report of a run, whoever ran its checks (this thread or the check pool). */
export function suiteReport(input: SuiteInput, results: SuiteResults): SuiteRun {
  const { checks, red, counter, skipped, notRun } = results;
  const report: HarnessSuiteReport = {
    tool: 'a34-verify',
    version: HARNESS_VERSION,
    fastCheckVersion: fc.__version,
    adapter: input.source.name,
    profile: input.profile,
    seed: input.seed,
    target: [...(input.target ?? [])],
    redArgs: [...(input.redArgs ?? [])],
    ...(input.shard !== undefined ? { shard: shardReport(input.shard) } : {}),
    ...(input.grep !== undefined ? { grep: input.grep } : {}),
    startedAt: results.startedAt,
    durationMs: performance.now() - results.started,
    properties: checks.map((c) => c.report),
    red: [...red],
    coverage: { ...counter.toJSON(), floor: input.coverageFloor, shortfalls: counter.shortfalls(input.coverageFloor) },
    ...(skipped.length > 0 ? { skipped: [...skipped] } : {}),
    ...(input.signal !== undefined && notRun.length > 0 ? { incomplete: incompleteOf(input.signal, notRun) } : {}),
    // A result of the wrong shape met during a check is that check's failure (a finding), not bad input.
    inputErrors: uniqueIssues([...input.inputErrors, ...checks.flatMap((c) => c.issues)]),
  };
  return { report, checks };
}

/** Runs properties (saved counterexamples first) and RED cases against one adapter and reports everything as data. */
export async function runSuite(input: SuiteInput): Promise<SuiteRun> {
  const startedAt = new Date().toISOString();
  const started = performance.now();
  const counter = new CoverageCounter();
  const checks: PropertyCheck[] = [];
  let failures = 0;
  const bailed = (): boolean => input.bail !== undefined && failures >= input.bail;
  const skipped: string[] = [];
  const notRun: string[] = [];
  const stopped = (): boolean => input.signal?.aborted === true;
  for (const property of input.properties) {
    if (stopped()) {
      notRun.push(property.id);
      continue;
    }
    if (bailed()) {
      skipped.push(property.id);
      continue;
    }
    const check = await untilAborted(
      checkProperty(property, {
        adapter: input.source,
        seed: input.seed,
        numRuns: input.numRuns,
        timeLimitMs: input.timeLimitMs,
        counter,
        corpusRoot: input.corpusRoot,
        ...(input.onProgress !== undefined
          ? { onProgress: (p: RunProgress) => input.onProgress?.(property.id, p) }
          : {}),
        ...(input.signal !== undefined ? { signal: input.signal } : {}),
      }),
      input.signal,
    );
    // Cut off while running: its partial search proves nothing either way.
    if (check === ABORTED || stopped()) {
      notRun.push(property.id);
      continue;
    }
    if (check.report.status !== 'passed') failures++;
    checks.push(check);
    input.onProperty?.(check);
  }
  const red: RedReport[] = [];
  for (const entry of input.red) {
    if (stopped()) {
      notRun.push(entry.redCase.id);
      continue;
    }
    if (bailed()) {
      skipped.push(entry.redCase.id);
      continue;
    }
    const report = await untilAborted(runRed(input.source, entry), input.signal);
    if (report === ABORTED) {
      notRun.push(entry.redCase.id);
      continue;
    }
    if (report.status !== 'passed') failures++;
    red.push(report);
    input.onRed?.(report);
  }
  return suiteReport(input, { startedAt, started, checks, red, counter, skipped, notRun });
}
