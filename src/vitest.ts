/**
 * `a34-verify/vitest`: the contract as tests of your own vitest suite.
 * Needs `vitest` (an optional peer dependency of this entry point only).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PROPERTIES } from '../properties/index.js';
import { DEFAULT_CASE_TIMEOUT_MS } from './cli/context.js';
import { propertyLines, redLines, type ReplayContext } from './cli/failure-lines.js';
import { preflight } from './cli/preflight.js';
import { loadRedCatalog } from './cli/red-catalog.js';
import type { A34Adapter } from './harness/adapter.js';
import { inProcess } from './harness/isolation/in-process.js';
import { guardAdapter } from './harness/adapter-guard.js';
import { PROFILES, type ProfileName } from './harness/profiles.js';
import { freshSeed } from './harness/seed.js';
import { formatIssue } from './suite/corpus/input-issue.js';
import { RED_CASES_DIR } from './suite/red/index.js';
import { runSuite, type SuiteRun } from './suite/run-suite.js';

/** How `describeA34` runs the contract; every field has the default the CLI's `run` uses. */
export interface DescribeA34Options {
  /** Run budget (default `ci`, or `$A34_PROFILE`): cases per property, time limit, coverage floor. */
  readonly profile?: ProfileName;
  /** fast-check seed (default `$A34_SEED`, else fresh); printed in the suite title so a run replays. */
  readonly seed?: number;
  /** Cases per property (default: the profile's). */
  readonly numRuns?: number;
  /** Only properties and RED cases whose id matches (the coverage gate then is skipped, as with `run --grep`). */
  readonly grep?: RegExp;
  /** Your RED case folder, run after the built-in catalog (relative paths from the working directory). */
  readonly redDir?: string;
  /** False leaves out the built-in RED catalog. */
  readonly builtinRed?: boolean;
  /** Counterexample corpus (default `corpus/`), replayed first and saved to; false for neither. */
  readonly corpusDir?: string | false;
  /** Longest one request may take before it counts as never settling (default 10000). */
  readonly caseTimeoutMs?: number;
  /** The module exporting this adapter, so printed replay commands reach it (default: `a34.config.ts` if present). */
  readonly adapterModule?: string;
}

const envSeed = (): number | undefined => {
  const text = process.env['A34_SEED'];
  return text !== undefined && /^-?\d+$/.test(text) ? Number(text) : undefined;
};
const envProfile = (): ProfileName | undefined => {
  const name = process.env['A34_PROFILE'];
  return name !== undefined && Object.hasOwn(PROFILES, name) ? (name as ProfileName) : undefined;
};

function replayContext(options: DescribeA34Options, cwd: string, profile: ProfileName): ReplayContext {
  const target =
    options.adapterModule !== undefined
      ? ['--adapter', options.adapterModule]
      : existsSync(join(cwd, 'a34.config.ts'))
        ? ['--config', 'a34.config.ts']
        : [];
  const redArgs = [
    ...(options.redDir !== undefined ? ['--red-dir', options.redDir] : []),
    ...(options.builtinRed === false ? ['--no-builtin-red'] : []),
  ];
  return { profile, target, redArgs };
}

/**
 * Registers the A34 contract as vitest tests for `adapter`: one test per property (saved counterexamples
 * first), one per RED case (built-in catalog plus `redDir`), and the coverage gate. The same seeds,
 * replay commands, corpus and adapter guard as `a34-verify run`; a failure prints its replay command.
 */
export function describeA34(adapter: A34Adapter, options: DescribeA34Options = {}): void {
  const cwd = process.cwd();
  const profile = PROFILES[options.profile ?? envProfile() ?? 'ci'];
  const seed = options.seed ?? envSeed() ?? freshSeed();
  const dirs = [
    ...(options.builtinRed === false ? [] : [RED_CASES_DIR]),
    ...(options.redDir !== undefined ? [resolve(cwd, options.redDir)] : []),
  ];
  const catalog = loadRedCatalog(dirs, { cwd });
  const picked = (id: string): boolean => options.grep === undefined || options.grep.test(id);
  const properties = ALL_PROPERTIES.filter((p) => picked(p.id));
  const red = { entries: catalog.entries.filter((e) => picked(e.redCase.id)), issues: catalog.issues };
  const context = replayContext(options, cwd, profile.name);
  const corpusRoot = options.corpusDir === false ? undefined : resolve(cwd, options.corpusDir ?? 'corpus');
  let run: SuiteRun | undefined;

  describe(`a34-verify: ${adapter.name} (profile ${profile.name}, seed ${seed})`, () => {
    beforeAll(async () => {
      const guard = guardAdapter(adapter, {
        module: options.adapterModule ?? adapter.name,
        caseTimeoutMs: options.caseTimeoutMs ?? DEFAULT_CASE_TIMEOUT_MS,
      });
      // Given as an object, the adapter already runs in this thread: the in-process boundary.
      const source = inProcess(guard.adapter);
      await preflight(source);
      run = await runSuite({
        source,
        results: guard.results,
        properties,
        red: red.entries,
        inputErrors: red.issues,
        profile: profile.name,
        seed,
        numRuns: options.numRuns ?? profile.numRuns,
        timeLimitMs: profile.timeLimitMs,
        coverageFloor: profile.coverageFloor,
        corpusRoot,
        shard: undefined,
      });
      // The whole contract runs once here; each test below reads its own verdict.
    }, 30 * 60_000);

    const suite = (): SuiteRun => {
      if (run === undefined) throw new Error('a34-verify: the suite did not run (see the beforeAll failure)');
      return run;
    };

    for (const property of properties)
      it(`property ${property.id}`, () => {
        const check = suite().checks.find((c) => c.report.id === property.id);
        if (check === undefined) throw new Error(`property ${property.id} did not run`);
        expect(check.report.status, propertyLines(check, context).join('\n')).toBe('passed');
      });

    for (const { redCase } of red.entries)
      it(`red ${redCase.id}`, () => {
        const report = suite().report.red.find((r) => r.id === redCase.id);
        if (report === undefined) throw new Error(`RED case ${redCase.id} did not run`);
        expect(report.status, redLines(report, context).join('\n')).toBe('passed');
      });

    it('no input errors (RED files, corpus, adapter result shapes)', () => {
      expect(suite().report.inputErrors.map(formatIssue)).toEqual([]);
    });

    if (options.grep === undefined)
      it('coverage floor', () => {
        const { coverage } = suite().report;
        expect(coverage.shortfalls, `coverage floor ${coverage.floor} missed (seed ${seed})`).toEqual([]);
      });
  });
}
