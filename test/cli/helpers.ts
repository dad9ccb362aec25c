import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.js';
import type { CliIo, ExitCode } from '../../src/cli/io.js';
import type { ProfileName } from '../../src/harness/profiles.js';
import { type HarnessSuiteReport, HarnessSuiteReportSchema } from '../../src/suite/corpus/report-schema.js';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A planted historic fault (§8.1) as an adapter module. */
export const FAULTY_ADAPTER = join(ROOT, 'test/cli/fixtures/faulty-adapter.ts');

/** A fresh temporary folder and its cleanup. */
export function tempDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `a34-${prefix}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs the CLI in-process from `cwd`, capturing what it prints. */
export async function cli(args: readonly string[], cwd: string): Promise<{ exit: ExitCode; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), isTTY: false, cwd };
  const exit = await main(args, io);
  return { exit, out: out.join('\n'), err: err.join('\n') };
}

/** What a test's `a34-verify run` names; each given field becomes its flag, in this order. */
export interface RunFlags {
  /** `--adapter` (a module path or `reference`); leave it out with `config`. */
  readonly adapter?: string;
  readonly config?: string;
  readonly profile?: ProfileName;
  readonly seed?: number;
  readonly numRuns?: number;
  readonly grep?: string;
  readonly caseTimeoutMs?: number;
  /** Check workers; 1 unless given: the pool's start-up outweighs its gain on a test's few checks (test/cli/workers.long.test.ts runs it). */
  readonly workers?: number;
  /** `false`: `--no-corpus`; a path: `--corpus`. */
  readonly corpus?: false | string;
  readonly reports?: string;
}

/**
 * The run's `--time-budget` unless a test names its own: a test asserts what a run finds, and a loaded CI machine
 * must not cut it short (the budget itself is tested in test/cli/incomplete-run.long.test.ts; speed lives in bench/).
 */
const TEST_RUN_BUDGET_MS = 900_000;

/** The argument list of one `a34-verify run`, then `extra` flags as written. */
export function runArgs(flags: RunFlags, ...extra: readonly string[]): string[] {
  const args = ['run'];
  const flag = (name: string, value: string | number | undefined): void => {
    if (value !== undefined) args.push(name, String(value));
  };
  flag('--adapter', flags.adapter);
  flag('--config', flags.config);
  flag('--profile', flags.profile);
  flag('--seed', flags.seed);
  flag('--num-runs', flags.numRuns);
  flag('--grep', flags.grep);
  flag('--case-timeout', flags.caseTimeoutMs);
  flag('--workers', flags.workers ?? 1);
  if (flags.corpus === false) args.push('--no-corpus');
  else flag('--corpus', flags.corpus);
  flag('--reports', flags.reports);
  if (!extra.includes('--time-budget')) flag('--time-budget', TEST_RUN_BUDGET_MS);
  return [...args, ...extra];
}

/** A run's summary.json, read through its schema. */
export const readSummary = (file: string): HarnessSuiteReport =>
  HarnessSuiteReportSchema.parse(JSON.parse(readFileSync(file, 'utf8')));

/** A run's summary.json without what legitimately differs between runs: timings and timestamps. */
export const timelessSummary = (file: string): unknown =>
  JSON.parse(
    JSON.stringify(readSummary(file), (key, value: unknown) =>
      key === 'durationMs' || key === 'startedAt' ? undefined : value,
    ),
  );

/** The small kill matrix the CLI tests run: two faults at seed 3, 30 runs, over the checks `grep` selects. */
export const smallMatrixArgs = (grep: string): string[] => [
  'kill-matrix',
  '--seed',
  '3',
  '--num-runs',
  '30',
  '--faults',
  '^(final-only-with-hooks|early-only)$',
  '--grep',
  grep,
];
