import type { Implementation } from '../../harness/isolation/source-of.js';
import { coverageScope, type CoverageCounter } from '../../harness/coverage.js';
import type { PropertyDefinition } from '../../harness/property.js';
import { runProperty, type PropertyResult, type RunProgress } from '../../harness/run-property.js';
import { loadCorpus, saveCounterexample } from './corpus-store.js';
import type { InputIssue } from './input-issue.js';
import { toJsonValue } from './json-value.js';
import type { CorpusReplayReport, HarnessPropertyReport } from './report-schema.js';
import { replayEntry, replayPath, triage } from './replay.js';
import { valueShapeIssues } from './value-shape.js';
import { violationFinding } from './violation-diff.js';
import { checkScope } from '../../harness/check-scope.js';
import { briefOf } from '../../harness/describe-scenario.js';
import { findingReport } from '../../reports/finding-schema.js';
import { changesReport, diffOfFinding } from '../../reports/diff/index.js';

/** How one property is run: against which adapter, how hard, and where its counterexamples live. */
export interface CheckPropertyOptions {
  readonly adapter: Implementation;
  readonly seed: number;
  readonly numRuns: number;
  readonly timeLimitMs: number | undefined;
  readonly counter: CoverageCounter;
  /** Corpus root; undefined runs without replaying or saving counterexamples. */
  readonly corpusRoot: string | undefined;
  /** Live progress of the generated search, shrinking included. */
  readonly onProgress?: (progress: RunProgress) => void;
  /** Once it aborts, the check stops calling the implementation: no new case, no triage, nothing saved. */
  readonly signal?: AbortSignal;
}

/** One property's report, the input problems met on the way, and the corpus file a new failure was saved to. */
export interface PropertyCheck {
  readonly report: HarnessPropertyReport;
  readonly issues: readonly InputIssue[];
  readonly saved: string | undefined;
  /** The corpus file whose replay failed, when the failure came from the corpus rather than this run's search. */
  readonly fromCorpus: string | undefined;
}

type Failure = {
  file?: string;
  seed: number;
  path: string;
  counterexample: unknown;
  error: string;
  flaky: boolean;
  explained: Explained;
};

type Explained = Pick<HarnessPropertyReport, 'brief' | 'finding' | 'changes'>;

/** What a failure leads with in every report: the scenario brief, the judge's finding, the diff in words. */
function explain(error: unknown, counterexample: unknown): Explained {
  const found = violationFinding(error);
  const finding = found === undefined ? undefined : findingReport(found);
  const changes = changesReport(diffOfFinding(finding));
  const brief = briefOf(counterexample);
  return {
    ...(brief !== undefined ? { brief } : {}),
    ...(finding !== undefined ? { finding } : {}),
    ...(changes !== undefined && changes.length > 0 ? { changes } : {}),
  };
}

/** Replays the saved counterexamples first: each one that still fails is triaged like a fresh failure. */
async function replayCorpus(property: PropertyDefinition<never>, options: CheckPropertyOptions) {
  if (options.corpusRoot === undefined)
    return { replays: [] as CorpusReplayReport[], failure: undefined, issues: [] as InputIssue[] };
  const { entries, issues } = loadCorpus(options.corpusRoot, options.adapter.name, property.id);
  const replays: CorpusReplayReport[] = [];
  let failure: Failure | undefined;
  for (const { file, entry } of entries) {
    if (options.signal?.aborted === true) break;
    const misshapen = valueShapeIssues(property, entry, file);
    if (misshapen.length > 0) {
      issues.push(...misshapen);
      continue;
    }
    const { failures, times, firstError } = await triage(() => replayEntry(property, options.adapter, entry));
    const message = firstError instanceof Error ? firstError.message : failures > 0 ? String(firstError) : undefined;
    const status = failures === 0 ? 'passed' : failures < times ? 'flaky' : 'failed';
    replays.push({ file, status, ...(message !== undefined ? { message } : {}) });
    if (status !== 'passed')
      failure ??= {
        file,
        seed: entry.seed,
        path: entry.path,
        counterexample: entry.value,
        error: message ?? '',
        flaky: status === 'flaky',
        explained: explain(firstError, entry.value),
      };
  }
  return { replays, failure, issues };
}

/** Triages a fresh failure by replaying its minimal case from seed and path. */
async function triageFresh(
  property: PropertyDefinition<never>,
  options: CheckPropertyOptions,
  result: PropertyResult & { path: string },
): Promise<Failure> {
  const { failures, times, firstError } = await triage(() =>
    replayPath(property, options.adapter, result.seed, result.path),
  );
  const counterexample = toJsonValue(result.counterexample).json;
  return {
    seed: result.seed,
    path: result.path,
    counterexample,
    error: result.error ?? '',
    flaky: failures < times,
    explained: explain(firstError, counterexample),
  };
}

/**
 * Runs one property the way the CLI does: saved counterexamples first, then the generated search
 * (counted for coverage), then flaky triage of any failure and saving it to the corpus.
 */
export async function checkProperty(
  property: PropertyDefinition<never>,
  options: CheckPropertyOptions,
): Promise<PropertyCheck> {
  return checkScope.run(property.id, () => checkPropertyInScope(property, options));
}

async function checkPropertyInScope(
  property: PropertyDefinition<never>,
  options: CheckPropertyOptions,
): Promise<PropertyCheck> {
  const started = performance.now();
  const corpus = await replayCorpus(property, options);
  const result = await coverageScope.run(options.counter, () =>
    runProperty(property, options.adapter, {
      seed: options.seed,
      numRuns: options.numRuns,
      ...(options.timeLimitMs !== undefined ? { timeLimitMs: options.timeLimitMs } : {}),
      ...(options.onProgress !== undefined ? { onProgress: options.onProgress } : {}),
      ...(options.signal !== undefined ? { signal: options.signal } : {}),
    }),
  );
  let failure = corpus.failure;
  let saved: string | undefined;
  // A result of the wrong shape is the implementation's failure too: it is triaged, saved and replayed like any other.
  // A check cut short is not reported (its caller lists it as not run): nothing more is asked of the implementation.
  if (result.status === 'failed' && result.path !== undefined && options.signal?.aborted !== true) {
    failure = await triageFresh(property, options, { ...result, path: result.path });
    if (options.corpusRoot !== undefined)
      saved = (
        await saveCounterexample(options.corpusRoot, {
          propertyId: property.id,
          adapter: options.adapter.name,
          seed: result.seed,
          path: result.path,
          counterexample: result.counterexample,
        })
      ).file;
  }
  const base = {
    id: property.id,
    area: property.area,
    rule: property.rule,
    title: property.title,
    numRuns: result.numRuns,
    durationMs: performance.now() - started,
  };
  const extra = { ...(corpus.replays.length > 0 ? { corpus: corpus.replays } : {}) };
  const done = (report: HarnessPropertyReport): PropertyCheck => ({
    report,
    issues: corpus.issues,
    saved,
    fromCorpus: failure === corpus.failure ? corpus.failure?.file : undefined,
  });
  if (failure === undefined) return done({ ...base, ...extra, status: 'passed', seed: result.seed });
  const { seed, path, counterexample, error, flaky, explained } = failure;
  const fresh = failure !== corpus.failure;
  return done({
    ...base,
    ...extra,
    status: flaky ? 'flaky' : 'failed',
    seed,
    path,
    counterexample,
    error,
    ...(fresh && result.firstFailureAt !== undefined ? { runsToFirstFailure: result.firstFailureAt } : {}),
    ...(fresh ? { shrinks: result.shrinks } : {}),
    ...explained,
    cause: 'contract',
  });
}
