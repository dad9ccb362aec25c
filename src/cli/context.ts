import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { resultGuard, type ResultGuard } from '../harness/adapter-guard.js';
import { AdapterLoadError } from '../harness/isolation/adapter-load-error.js';
import type { AdapterRef } from '../harness/isolation/protocol.js';
import { referenceRef } from '../harness/isolation/reference-ref.js';
import { faultRef } from '../faults/_internals/fault-ref.js';
import { isolated } from '../harness/isolation/worker-source.js';
import { DEFAULT_CASE_TIMEOUT_MS } from '../harness/limits.js';
import type { SystemSource } from '../harness/system-under-test.js';
import { FAULTS, LIE_FAULTS } from '../faults/catalog.js';
import { InputError } from '../suite/corpus/input-issue.js';
import { PROFILE_NAMES, PROFILES, type Profile, type ProfileName } from '../harness/profiles.js';
import { RED_CASES_DIR } from '../suite/red/index.js';
import { DEFAULT_CONFIG_FILE, loadConfig, type ResolvedConfig } from './config.js';
import { UsageError, type CliIo } from './io.js';

/** Flags shared by the commands that run an adapter. */
export interface CommonOptions {
  readonly config?: string;
  readonly adapter?: string;
  readonly profile?: string;
  readonly redDir?: string;
  /** False for `--no-builtin-red`: only the user's own RED cases run. */
  readonly builtinRed?: boolean;
  readonly caseTimeout?: number;
}

/** The implementation to verify, behind the worker boundary, and how to name it again on a replay line. */
export interface AdapterContext {
  /** Systems in worker threads; close it when the command is done. */
  readonly source: SystemSource;
  /** Shape checks of everything that came back; its violations are bad input. */
  readonly results: ResultGuard;
  /** `--config …` or `--adapter …`: what a replay command needs to reach the same adapter. */
  readonly adapterArgs: readonly string[];
  readonly config: ResolvedConfig | undefined;
  /** The module as data, and the call bound: what a check worker needs to build its own source. */
  readonly ref: AdapterRef;
  readonly caseTimeoutMs: number;
  /** The module as the user named it: what shape errors cite. */
  readonly module: string;
}

export { DEFAULT_CASE_TIMEOUT_MS };

/** A path as the user would type it from the working directory. */
export const shown = (io: Pick<CliIo, 'cwd'>, path: string): string => {
  const rel = relative(io.cwd, path);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? path : rel;
};

/** `--config`, else `a34.config.ts` in the working directory, else none. */
export async function resolveConfig(options: CommonOptions, io: CliIo): Promise<ResolvedConfig | undefined> {
  if (options.config !== undefined) return loadConfig(options.config, io.cwd);
  return existsSync(join(io.cwd, DEFAULT_CONFIG_FILE)) ? loadConfig(DEFAULT_CONFIG_FILE, io.cwd) : undefined;
}

/** What to do when nothing names an implementation: the bundled reference runs only when named. */
export const NO_ADAPTER_HELP =
  'no adapter to verify: name one with --adapter <module> (or --adapter reference for the bundled reference), or create a34.config.ts with `a34-verify init`';

/** Ids `--adapter` accepts for a catalog fault. */
const FAULT_IDS: ReadonlySet<string> = new Set([...FAULTS, ...LIE_FAULTS].map((f) => f.id));

/** `--adapter`'s value as an implementation: `reference` (reserved), a catalog fault id, else a module file. */
export function adapterRef(value: string, io: Pick<CliIo, 'cwd'>): AdapterRef {
  if (value === 'reference') return referenceRef();
  const module = resolve(io.cwd, value);
  const isFile = existsSync(module) && statSync(module).isFile();
  if (!isFile && FAULT_IDS.has(value)) return faultRef(value);
  if (!isFile) throw new InputError([{ file: value, path: '$', message: `adapter module ${value} not found` }]);
  return { kind: 'module', path: module, shownAs: value, origin: { file: value, path: '$' } };
}

/**
 * Starts the implementation chosen by `--adapter` or the config in its own worker thread (nothing of
 * it is loaded here) and takes its name; a module that cannot load is bad input, naming the file.
 */
export async function resolveAdapter(
  options: CommonOptions,
  io: CliIo,
  loaded?: ResolvedConfig,
): Promise<AdapterContext> {
  const config = loaded ?? (await resolveConfig(options, io));
  const caseTimeoutMs = options.caseTimeout ?? config?.caseTimeoutMs ?? DEFAULT_CASE_TIMEOUT_MS;
  const named =
    options.adapter !== undefined
      ? { ref: adapterRef(options.adapter, io), module: options.adapter, args: ['--adapter', options.adapter] }
      : config !== undefined
        ? {
            ref: {
              kind: 'module',
              path: config.adapter,
              shownAs: shown(io, config.adapter),
              origin: { file: config.file, path: '$.adapter' },
            } as const,
            module: shown(io, config.adapter),
            args: ['--config', config.file],
          }
        : undefined;
  if (named === undefined) throw new UsageError(NO_ADAPTER_HELP);
  if (!existsSync(named.ref.path))
    throw new InputError([{ ...named.ref.origin, message: `adapter module ${named.module} not found` }]);
  const { source, results } = await startIsolated(named.ref, named.module, caseTimeoutMs);
  return { source, results, adapterArgs: named.args, config, ref: named.ref, caseTimeoutMs, module: named.module };
}

/** Boots an implementation in its own worker thread and takes its name; a module that cannot load is bad input. */
export async function startIsolated(
  ref: AdapterRef,
  module: string,
  caseTimeoutMs: number,
): Promise<{ source: SystemSource; results: ResultGuard }> {
  const results = resultGuard(module);
  const source = isolated(ref, { name: module, caseTimeoutMs, guard: results });
  try {
    await source.start();
  } catch (error) {
    await source.close();
    if (error instanceof AdapterLoadError) throw new InputError(error.issues);
    throw error;
  }
  return { source, results };
}

/** `--profile`, else the config's, else `pr` (the gate a pull request must pass). */
export function resolveProfile(options: CommonOptions, config: ResolvedConfig | undefined): Profile {
  const name = options.profile ?? config?.profile ?? 'pr';
  if (!(PROFILE_NAMES as readonly string[]).includes(name))
    throw new UsageError(`--profile ${JSON.stringify(name)}: expected one of ${PROFILE_NAMES.join(', ')}`);
  return PROFILES[name as ProfileName];
}

/** The user's own RED folder: `--red-dir`, else the config's `redDir`; none when neither is given. */
const ownRedDir = (options: CommonOptions, config: ResolvedConfig | undefined, io: CliIo): string | undefined =>
  options.redDir !== undefined ? resolve(io.cwd, options.redDir) : config?.redDir;

/** The RED folders a run loads: the built-in catalog (unless `--no-builtin-red`), then the user's own; each once. */
export function resolveRedDirs(options: CommonOptions, config: ResolvedConfig | undefined, io: CliIo): string[] {
  const own = ownRedDir(options, config, io);
  const dirs = [...(options.builtinRed === false ? [] : [RED_CASES_DIR]), ...(own === undefined ? [] : [own])];
  const real = (dir: string): string => (existsSync(dir) ? realpathSync(dir) : dir);
  return dirs.filter((dir, i) => dirs.findIndex((other) => real(other) === real(dir)) === i);
}

/** Where `red add` writes: the user's folder, else `red/` beside the config (or in the working directory); never the package's. */
export const redAddDir = (options: CommonOptions, config: ResolvedConfig | undefined, io: CliIo): string =>
  ownRedDir(options, config, io) ??
  resolve(config === undefined ? io.cwd : dirname(resolve(io.cwd, config.file)), 'red');
