import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { expectationsHold, loadExpected, matchExpected } from '../../src/frameworks/expected.js';
import { FRAMEWORK_PROFILES, budgetFor, type FrameworkProfile } from '../../src/frameworks/profiles.js';
import { FRAMEWORK_PROPERTIES } from '../../src/frameworks/properties.js';
import { coverageCounts, replayCommand, writeLaneReport, type LaneReport } from '../../src/frameworks/report.js';
import { runCells } from '../../src/frameworks/run-cells.js';
import { guardCoverage } from '../../src/frameworks/guard-coverage.js';
import { guardSweep, sweepHolds } from './guard-sweep.js';
import { suggestExpected } from './record-expected.js';
import type { FrameworkTarget } from '../../src/frameworks/target.js';

/** Options of one lane run (the `a34-verify frameworks` subcommand passes these through). */
export interface FrameworksOptions {
  readonly lane: 'node20' | 'node22';
  /** The lane's folder (default frameworks/<lane>); the newest-versions lane points it at its fresh install. */
  readonly laneDir?: string;
  readonly profile?: FrameworkProfile['name'];
  readonly seed?: number;
  readonly reports?: string;
  /** Only targets whose id contains this. */
  readonly target?: string;
  readonly property?: string;
  /** Replay one finding: the fast-check path and the codes its round ignored. */
  readonly path?: string;
  readonly ignore?: readonly string[];
  /** Write an expected-finding file for each unexpected finding into frameworks/expected/ (then review them). */
  readonly recordExpected?: boolean;
  /** Instead of the properties: run this many honest lists through every guarded in-process target. */
  readonly guardSweep?: number;
  readonly log?: (line: string) => void;
}

const HERE = fileURLToPath(new URL('.', import.meta.url));
const EXPECTED_DIR = resolve(HERE, '../expected');

async function loadTargets(laneDir: string): Promise<FrameworkTarget[]> {
  const module = (await import(pathToFileURL(resolve(laneDir, 'targets/index.ts')).href)) as {
    targets: FrameworkTarget[];
  };
  return module.targets;
}

/** Runs one lane's targets under every applicable property; 0 when findings equal the expected ones and no control shows any. */
export async function runFrameworks(options: FrameworksOptions): Promise<number> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const profile = FRAMEWORK_PROFILES[options.profile ?? 'ci'];
  const seed = options.seed ?? profile.seed;
  const started = Date.now();
  const targets = (await loadTargets(options.laneDir ?? resolve(HERE, `../${options.lane}`))).filter(
    (t) =>
      options.target === undefined ||
      t.id === options.target ||
      (options.path === undefined && t.id.includes(options.target)),
  );
  if (targets.length === 0) {
    log(`frameworks: no target matches ${JSON.stringify(options.target)} in lane ${options.lane}`);
    return 2;
  }
  if (options.guardSweep !== undefined) {
    const dir = resolve(options.reports ?? 'reports/frameworks', options.lane);
    const rows = await guardSweep(targets, options.guardSweep, seed, dir, log);
    log(`frameworks ${options.lane} guard sweep: report ${join(dir, 'guard-sweep.md')}`);
    return sweepHolds(rows) ? 0 : 1;
  }
  const properties = FRAMEWORK_PROPERTIES.filter((p) => options.property === undefined || p.id === options.property);
  const { cells } = await runCells({
    targets,
    properties,
    seed,
    budget: (target) => budgetFor(profile, target),
    ...(options.path === undefined ? {} : { replay: { path: options.path, ignored: options.ignore ?? [] } }),
    replayCommand: (target, property, d) => replayCommand(options.lane, target, property, d),
    log,
  });
  if (options.path !== undefined) return cells.some((c) => c.discovered.length > 0) ? 1 : 0;
  const recorded = loadExpected(EXPECTED_DIR);
  const verdict = matchExpected(cells, recorded);
  const controls = new Set(targets.filter((t) => t.control === true).map((t) => t.id));
  const controlFindings = cells
    .filter((c) => controls.has(c.target))
    .flatMap((c) => c.discovered.map((actual) => ({ target: c.target, property: c.property, actual })));
  const coverage = await guardCoverage(targets, cells);
  const missed = coverage.filter((r) => r.verdict.kind === 'missed').length;
  const ok =
    expectationsHold(verdict) &&
    controlFindings.length === 0 &&
    missed === 0 &&
    cells.every((c) => c.error === undefined);
  const report: LaneReport = {
    lane: options.lane,
    profile: profile.name,
    seed,
    targets: targets.map(({ id, framework, version, provider, via }) => ({ id, framework, version, provider, via })),
    cells,
    verdict,
    controlFindings,
    coverage,
    ok,
    ms: Date.now() - started,
  };
  const dir = resolve(options.reports ?? 'reports/frameworks', options.lane);
  writeLaneReport(
    dir,
    report,
    FRAMEWORK_PROPERTIES.map((p) => p.id),
  );
  if (options.recordExpected === true) {
    mkdirSync(EXPECTED_DIR, { recursive: true });
    for (const u of verdict.unexpected) {
      const e = suggestExpected(u.target, u.property, u.actual.finding, recorded);
      writeFileSync(
        join(EXPECTED_DIR, `${e.target}--${e.property}--${e.code.replace(/[^A-Za-z0-9_.-]/g, '_')}.json`),
        `${JSON.stringify(e, null, 2)}\n`,
      );
    }
  }
  const expectedCount = verdict.expectedSeen.length;
  log(
    `frameworks ${options.lane}: ${cells.length} cells, ${expectedCount} expected findings seen, ${verdict.unexpected.length} new, ${verdict.missing.length} gone, ${verdict.wrongPath.length} moved, ${controlFindings.length} control findings; guard: ${coverageCounts(coverage)}; report ${join(dir, 'frameworks.md')}`,
  );
  log(
    ok
      ? `${expectedCount} passed, 0 failed`
      : `${expectedCount} passed, ${verdict.unexpected.length + verdict.missing.length + verdict.wrongPath.length + controlFindings.length + missed + cells.filter((c) => c.error !== undefined).length} failed`,
  );
  return ok ? 0 : 1;
}

function positive(text: string, flag: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`frameworks: ${flag} takes a positive whole number, not ${text}`);
  return n;
}

function cli(argv: readonly string[]): FrameworksOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      lane: { type: 'string' },
      'lane-dir': { type: 'string' },
      profile: { type: 'string' },
      seed: { type: 'string' },
      reports: { type: 'string' },
      target: { type: 'string' },
      property: { type: 'string' },
      path: { type: 'string' },
      ignore: { type: 'string' },
      'record-expected': { type: 'boolean' },
      'guard-sweep': { type: 'string' },
    },
  });
  if (values.lane !== 'node20' && values.lane !== 'node22')
    throw new Error('frameworks: --lane node20|node22 is required');
  if (values.profile !== undefined && values.profile !== 'ci' && values.profile !== 'pr')
    throw new Error('frameworks: --profile ci|pr');
  return {
    lane: values.lane,
    ...(values['lane-dir'] === undefined ? {} : { laneDir: resolve(values['lane-dir']) }),
    ...(values.profile === undefined ? {} : { profile: values.profile }),
    ...(values.seed === undefined ? {} : { seed: Number(values.seed) }),
    ...(values.reports === undefined ? {} : { reports: values.reports }),
    ...(values.target === undefined ? {} : { target: values.target }),
    ...(values.property === undefined ? {} : { property: values.property }),
    ...(values.path === undefined ? {} : { path: values.path }),
    ...(values.ignore === undefined ? {} : { ignore: values.ignore.split(',').filter((c) => c !== '') }),
    ...(values['record-expected'] === true ? { recordExpected: true } : {}),
    ...(values['guard-sweep'] === undefined ? {} : { guardSweep: positive(values['guard-sweep'], '--guard-sweep') }),
  };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let code: number;
  try {
    code = await runFrameworks(cli(process.argv.slice(2)));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    code = 2;
  }
  // Framework clients may leave sockets or child processes behind; the exit code is what matters.
  process.exit(code);
}
