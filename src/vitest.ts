/**
 * `a34-verify/vitest`: the contract as tests of your own vitest suite.
 * Needs `vitest` (an optional peer dependency of this entry point only).
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PROPERTIES } from '../properties/index.js';
import { DEFAULT_CASE_TIMEOUT_MS, startIsolated } from './cli/context.js';
import { propertyLines, redLines, type ReplayContext } from './cli/failure-lines.js';
import { preflight } from './cli/preflight.js';
import { loadRedCatalog } from './cli/red-catalog.js';
import type { A34Adapter } from './harness/adapter.js';
import { adapterWrittenIn } from './harness/define-adapter.js';
import type { AdapterRef } from './harness/isolation/protocol.js';
import { inProcess } from './harness/isolation/in-process.js';
import { guardAdapter } from './harness/adapter-guard.js';
import { PROFILES, type ProfileName } from './harness/profiles.js';
import { freshSeed } from './harness/seed.js';
import { formatIssue } from './suite/corpus/input-issue.js';
import { RED_CASES_DIR } from './suite/red/index.js';
import { runRed } from './suite/run-suite.js';
import { checkProperty, type PropertyCheck } from './suite/corpus/check-property.js';
import { CoverageCounter } from './harness/coverage.js';
import type { SystemSource } from './harness/system-under-test.js';

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
  /**
   * The module exporting this adapter. Given, the checks load it in a process of their own, behind the same
   * boundary as `a34-verify run` (exits, hangs, late effects, patched ports are findings), and printed replay
   * commands reach it. Not given, the module is the one that called `defineAdapter` for this adapter, when it
   * exports it; an adapter object made otherwise (or defined in the test file) runs in vitest's own thread.
   */
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
 * The module that exports this adapter, found from where `defineAdapter` was called: loaded again there, the
 * adapter runs behind the same process boundary as `a34-verify run`. None when defineAdapter did not make it,
 * when the module does not export it, or when it is the test file itself (loading that outside vitest fails).
 */
async function moduleOf(adapter: A34Adapter, cwd: string): Promise<AdapterRef | undefined> {
  const file = adapterWrittenIn(adapter);
  if (file === undefined || file === expect.getState().testPath) return undefined;
  const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const exportName = Object.keys(exports).find((key) => exports[key] === adapter);
  if (exportName === undefined) return undefined;
  const shownAs = relative(cwd, file);
  return { kind: 'module', path: file, shownAs, origin: { file: 'describeA34', path: '$' }, exportName };
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
  let context = replayContext(options, cwd, profile.name);
  const corpusRoot = options.corpusDir === false ? undefined : resolve(cwd, options.corpusDir ?? 'corpus');
  const counter = new CoverageCounter();
  const checks: PropertyCheck[] = [];
  let source: SystemSource | undefined;

  describe(`a34-verify: ${adapter.name} (profile ${profile.name}, seed ${seed})`, () => {
    beforeAll(async () => {
      const caseTimeoutMs = options.caseTimeoutMs ?? DEFAULT_CASE_TIMEOUT_MS;
      const module = options.adapterModule;
      if (module !== undefined) {
        const ref = {
          kind: 'module',
          path: resolve(cwd, module),
          shownAs: module,
          origin: { file: 'describeA34', path: '$.adapterModule' },
        } as const;
        source = (await startIsolated(ref, module, caseTimeoutMs)).source;
      } else {
        const ref = await moduleOf(adapter, cwd);
        // An object defineAdapter did not make (or one defined in the test file itself) cannot be loaded
        // again in a process of its own: it runs in this thread, the in-process boundary.
        source =
          ref === undefined
            ? inProcess(guardAdapter(adapter, { module: adapter.name, caseTimeoutMs }).adapter)
            : (await startIsolated(ref, ref.shownAs, caseTimeoutMs)).source;
        // `--adapter` loads the `adapter` or default export: a replay reaches this module when it is one of them.
        if (ref !== undefined && (ref.exportName === 'adapter' || ref.exportName === 'default'))
          context = { ...context, target: ['--adapter', ref.shownAs] };
      }
      await preflight(source);
    }, 5 * 60_000);
    afterAll(async () => {
      await source?.close();
    });

    const ready = (): SystemSource => {
      if (source === undefined) throw new Error('a34-verify: the adapter did not start (see the beforeAll failure)');
      return source;
    };

    // Each test does its own check, so its time is its own; a failure throws the finding, not an assertion on a status.
    for (const property of properties)
      it(
        `property ${property.id}`,
        async () => {
          const check = await checkProperty(property, {
            adapter: ready(),
            seed,
            numRuns: options.numRuns ?? profile.numRuns,
            timeLimitMs: profile.timeLimitMs,
            counter,
            corpusRoot,
          });
          checks.push(check);
          if (check.report.status !== 'passed') throw new A34Failure(propertyLines(check, context));
        },
        CHECK_TIMEOUT_MS,
      );

    for (const entry of red.entries)
      it(
        `red ${entry.redCase.id}`,
        async () => {
          const report = await runRed(ready(), entry);
          if (report.status !== 'passed') throw new A34Failure(redLines(report, context));
        },
        CHECK_TIMEOUT_MS,
      );

    it('no input errors (RED files, corpus, adapter result shapes)', () => {
      const issues = [...red.issues, ...checks.flatMap((c) => c.issues)];
      if (issues.length > 0) throw new A34Failure(issues.map((i) => `input error: ${formatIssue(i)}`));
    });

    if (options.grep === undefined)
      it('coverage floor', (test) => {
        // A filtered run (`vitest -t`) did not run every property: its cells prove nothing, as with `run --grep`.
        if (checks.length < properties.length) test.skip();
        const shortfalls = counter.shortfalls(profile.coverageFloor);
        if (shortfalls.length > 0)
          throw new A34Failure([`coverage floor ${profile.coverageFloor} missed (seed ${seed}):`, ...shortfalls]);
      });
  });
}

/** Time for one check: generous, since a nightly profile runs thousands of cases in one test. */
const CHECK_TIMEOUT_MS = 30 * 60_000;

/**
 * A failed check as vitest shows it: the finding and its replay commands, without an assertion's expected/received
 * and without stack frames: the throw site is the harness's, never where the implementation went wrong.
 */
class A34Failure extends Error {
  override readonly name = 'A34Failure';
  constructor(lines: readonly string[]) {
    super(lines.join('\n'));
    this.stack = `${this.name}: ${this.message}`;
  }
}
