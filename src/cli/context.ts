import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { guardAdapter, type AdapterGuard } from '../harness/adapter-guard.js';
import { referenceAdapter } from '../harness/pipeline-adapter.js';
import { PROFILE_NAMES, PROFILES, type Profile, type ProfileName } from '../harness/profiles.js';
import { RED_CASES_DIR } from '../suite/red/index.js';
import { DEFAULT_CONFIG_FILE, loadConfig, type ResolvedConfig } from './config.js';
import { UsageError, type CliIo } from './io.js';
import { loadAdapterModule } from './load-adapter.js';

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

/** The adapter to verify, guarded, and how to name it again on a replay line. */
export interface AdapterContext {
  readonly guard: AdapterGuard;
  /** `--config …` or `--adapter …`: what a replay command needs to reach the same adapter. */
  readonly adapterArgs: readonly string[];
  readonly config: ResolvedConfig | undefined;
}

/** Default per-request timeout: long enough for any honest request, short enough that a hang is reported. */
export const DEFAULT_CASE_TIMEOUT_MS = 10_000;

/** A path as the user would type it from the working directory. */
export const shown = (io: Pick<CliIo, 'cwd'>, path: string): string => {
  const rel = relative(io.cwd, path);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? path : rel;
};

/** `--config`, else `a34.config.ts` in the working directory, else none (the reference). */
export async function resolveConfig(options: CommonOptions, io: CliIo): Promise<ResolvedConfig | undefined> {
  if (options.config !== undefined) return loadConfig(options.config, io.cwd);
  return existsSync(join(io.cwd, DEFAULT_CONFIG_FILE)) ? loadConfig(DEFAULT_CONFIG_FILE, io.cwd) : undefined;
}

/** Loads the adapter chosen by `--adapter`, the config, or the built-in reference, and wraps it in the boundary guard. */
export async function resolveAdapter(options: CommonOptions, io: CliIo): Promise<AdapterContext> {
  const config = await resolveConfig(options, io);
  const caseTimeoutMs = options.caseTimeout ?? config?.caseTimeoutMs ?? DEFAULT_CASE_TIMEOUT_MS;
  if (options.adapter !== undefined) {
    const module = resolve(io.cwd, options.adapter);
    const adapter = await loadAdapterModule(module, options.adapter, { file: options.adapter, path: '$' });
    return {
      guard: guardAdapter(adapter, { module: options.adapter, caseTimeoutMs }),
      adapterArgs: ['--adapter', options.adapter],
      config,
    };
  }
  if (config !== undefined) {
    const module = shown(io, config.adapter);
    const adapter = await loadAdapterModule(config.adapter, module, { file: config.file, path: '$.adapter' });
    return { guard: guardAdapter(adapter, { module, caseTimeoutMs }), adapterArgs: ['--config', config.file], config };
  }
  return { guard: guardAdapter(referenceAdapter, { module: 'reference', caseTimeoutMs }), adapterArgs: [], config };
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
