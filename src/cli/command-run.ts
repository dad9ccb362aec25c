import { resolve } from 'node:path';
import { ALL_PROPERTIES } from '../../properties/index.js';
import { formatIssue } from '../suite/corpus/input-issue.js';
import { runSuite, type SuiteInput } from '../suite/run-suite.js';
import { runSuiteInPool } from '../suite/pool/run-pooled.js';
import { parseShard } from '../suite/shard.js';
import {
  NO_ADAPTER_HELP,
  resolveAdapter,
  resolveConfig,
  resolveProfile,
  resolveRedDirs,
  shown,
  type AdapterContext,
  type CommonOptions,
} from './context.js';
import { EXIT, UsageError, type CliIo, type ExitCode } from './io.js';
import { rerunSuite } from '../reports/replay-command.js';
import { verdictOf } from '../reports/verdict.js';
import { untilAborted } from '../harness/abort.js';
import { RUN_BUDGET_MS } from '../harness/limits.js';
import { freshSeed } from '../harness/seed.js';
import { preflight, writableFolder } from './preflight.js';
import { createProgress } from './progress.js';
import { loadRedCatalog } from './red-catalog.js';
import { runStopper } from './run-stopper.js';
import { grepPattern, selectChecks } from './select.js';
import { resolveWorkers } from './workers.js';
import { writeSuiteReports } from './write-reports.js';

/** Flags of `a34-verify run`. */
export interface RunOptions extends CommonOptions {
  readonly seed?: number;
  readonly numRuns?: number;
  readonly grep?: string;
  readonly reports?: string;
  readonly shard?: string;
  /** A folder, or false for `--no-corpus`. */
  readonly corpus?: string | boolean;
  readonly coverageFloor?: number;
  /** `--bail [n]`: stop after n failed checks (`true` for a bare `--bail`: 1). */
  readonly bail?: number | boolean;
  /** `--time-budget <ms>`: the whole run's budget, instead of the profile's `RUN_BUDGET_MS`. */
  readonly timeBudget?: number;
  /** `--workers <n>`: check workers (default: the config's, else one per core). */
  readonly workers?: number;
}

/** Runs a parser whose error message is written for the command line. */
const usage = <T>(parse: () => T): T => {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
};

/** fast-check seeds are 32-bit integers. */
const isSeed = (n: number): boolean => Number.isSafeInteger(n) && n >= -0x80000000 && n <= 0x7fffffff;

/** Every flag checked before any work: a run that would check nothing, or check it wrongly, never starts. */
function validateFlags(options: RunOptions): void {
  if (options.seed !== undefined && !isSeed(options.seed))
    throw new UsageError(`--seed ${options.seed}: expected a 32-bit integer (-2147483648 to 2147483647)`);
  if (options.numRuns !== undefined && options.numRuns < 1)
    throw new UsageError(`--num-runs ${options.numRuns}: no checks selected (at least 1 run per property)`);
  if (options.caseTimeout !== undefined && options.caseTimeout < 1)
    throw new UsageError(`--case-timeout ${options.caseTimeout}: expected at least 1 ms`);
  if (options.coverageFloor !== undefined && options.coverageFloor < 0)
    throw new UsageError(`--coverage-floor ${options.coverageFloor}: expected 0 or more`);
  if (typeof options.bail === 'number' && options.bail < 1) throw new UsageError('--bail must be at least 1');
  if (options.timeBudget !== undefined && options.timeBudget < 1)
    throw new UsageError(`--time-budget ${options.timeBudget}: expected at least 1 ms`);
}

/**
 * `run`: properties (saved counterexamples first) and RED cases against one adapter; writes reports; exit 0, 1,
 * 2, or 3 when its time budget or a signal cut it short (with what it found so far in the reports).
 */
export async function runCommand(options: RunOptions, io: CliIo): Promise<ExitCode> {
  validateFlags(options);
  const shard = options.shard === undefined ? undefined : usage(() => parseShard(options.shard as string));
  if (shard !== undefined && options.seed === undefined)
    throw new UsageError('--shard needs --seed: every shard of a run must use the same seed');
  const grep = grepPattern(options.grep);
  const config = await resolveConfig(options, io);
  const requestedWorkers = resolveWorkers(options.workers, config?.workers);
  if (options.adapter === undefined && config === undefined) throw new UsageError(NO_ADAPTER_HELP);
  const profile = resolveProfile(options, config);
  const redDirs = resolveRedDirs(options, config, io);
  const red = loadRedCatalog(redDirs, io);
  const properties = selectChecks(ALL_PROPERTIES, grep, shard);
  const redEntries = selectChecks(
    red.entries.map((e) => ({ ...e, id: e.redCase.id })),
    grep,
    shard,
  );
  if (properties.length + redEntries.length === 0)
    throw new UsageError(
      `no checks selected${grep ? ` by --grep ${JSON.stringify(options.grep)}` : ''}${shard ? ` in shard ${shard.index}/${shard.count}` : ''}: a run that checks nothing is not a pass`,
    );
  const corpusRoot =
    options.corpus === false
      ? undefined
      : resolve(io.cwd, typeof options.corpus === 'string' ? options.corpus : (config?.corpusDir ?? 'corpus'));
  const reportsDir = resolve(io.cwd, options.reports ?? config?.reportsDir ?? 'reports');
  writableFolder(reportsDir, options.reports !== undefined ? '--reports' : 'reports folder', io);
  if (corpusRoot !== undefined) writableFolder(corpusRoot, 'corpus folder', io);
  // The budget and the signals cover all the work: loading the adapter, the checks and the reports.
  const stopper = runStopper(options.timeBudget ?? RUN_BUDGET_MS[profile.name], io.err);
  try {
    const context = await resolveAdapter(options, io, config);
    try {
      return await runChecks(context, stopper.signal);
    } finally {
      // Ends the worker, also one still busy with a check the stop abandoned.
      await context.source.close();
    }
  } finally {
    stopper.dispose();
  }

  async function runChecks(context: AdapterContext, signal: AbortSignal): Promise<ExitCode> {
    await untilAborted(preflight(context.source), signal);
    const seed = options.seed ?? freshSeed();
    const numRuns = options.numRuns ?? profile.numRuns;
    const bail = options.bail === true ? 1 : options.bail === false ? undefined : options.bail;
    const workers = Math.min(requestedWorkers, properties.length + redEntries.length);
    io.out(
      `a34-verify run: adapter ${context.source.name}, profile ${profile.name}, seed ${seed}, ${numRuns} runs per property, ${properties.length} properties, ${redEntries.length} RED cases${shard ? `, shard ${shard.index}/${shard.count}` : ''}, ${workers} check worker${workers === 1 ? '' : 's'}`,
    );
    const redArgs = [
      ...(options.redDir !== undefined ? ['--red-dir', options.redDir] : []),
      ...(options.builtinRed === false ? ['--no-builtin-red'] : []),
    ];
    const replay = { profile: profile.name, target: context.adapterArgs, redArgs };
    const progress = createProgress(io, replay, properties.length + redEntries.length);
    const input: SuiteInput = {
      source: context.source,
      results: context.results,
      properties,
      red: redEntries,
      inputErrors: red.issues,
      profile: profile.name,
      seed,
      numRuns,
      timeLimitMs: profile.timeLimitMs,
      coverageFloor: options.coverageFloor ?? profile.coverageFloor,
      corpusRoot,
      shard:
        shard === undefined
          ? undefined
          : {
              ...shard,
              selected: [
                ...selectChecks(ALL_PROPERTIES, grep, undefined).map((p) => p.id),
                ...selectChecks(
                  red.entries.map((e) => ({ id: e.redCase.id })),
                  grep,
                  undefined,
                ).map((e) => e.id),
              ],
            },
      ...(options.grep !== undefined ? { grep: options.grep } : {}),
      target: context.adapterArgs,
      redArgs,
      ...(bail !== undefined ? { bail } : {}),
      signal,
      onProgress: (id, p) => progress.running(id, p),
      onProperty: (check) => progress.property(check),
      onRed: (r) => progress.red(r),
    };
    const adapter = {
      kind: 'isolated',
      ref: context.ref,
      name: context.source.name,
      module: context.module,
      caseTimeoutMs: context.caseTimeoutMs,
    } as const;
    // One worker: the checks run here, one after another; more: each check worker owns its implementation worker.
    // The preflight's implementation worker is not needed by the pool's: its memory goes back now.
    if (workers > 1) await context.source.close();
    const { report } = await (workers > 1 ? runSuiteInPool({ ...input, adapter, workers }) : runSuite(input)).finally(
      () => progress.stop(),
    );
    const verdict = verdictOf(report);
    for (const issue of report.inputErrors) io.err(`input error: ${formatIssue(issue)}`);
    const files = await writeSuiteReports(report, reportsDir, io.err);
    io.out(`reports: ${files.map((f) => shown(io, f)).join(', ')}`);
    if (report.skipped !== undefined)
      io.out(
        `bail: stopped after ${bail} failed check(s); ${report.skipped.length} not run: ${report.skipped.join(', ')}`,
      );
    for (const line of verdict.lines) io.out(line);
    io.out(`rerun this run: ${rerunSuite(report)}`);
    return EXIT[verdict.exit];
  }
}
