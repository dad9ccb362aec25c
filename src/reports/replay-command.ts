import type { PropertyReport } from './suite-report.js';

/** The run a command must reach again: its profile and `--adapter` / `--config` flags. */
export interface RunTarget {
  readonly profile: string;
  readonly target: readonly string[];
}

/** Quotes a word for a POSIX shell only when it needs it, so the usual command stays easy to read. */
export const shellWord = (word: string): string =>
  /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;

/** The command as a person types it. */
export const commandLine = (args: readonly string[]): string => ['npx', 'a34-verify', ...args].map(shellWord).join(' ');

/** The exact command that replays one property failure against the same implementation (`target`). */
export const replayBySeed = (property: string, seed: number, path: string, target: readonly string[]): string =>
  commandLine(['replay', '--property', property, '--seed', String(seed), '--path', path, ...target]);

/** The exact command that replays a saved counterexample file against the same implementation. */
export const replayByFile = (file: string, target: readonly string[]): string =>
  commandLine(['replay', '--file', file, ...target]);

/** A `--grep` pattern that matches exactly this id. */
const exactly = (id: string): string => `^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/** The command that runs one RED case alone against the same implementation. */
export const rerunRed = (id: string, redArgs: readonly string[], target: readonly string[]): string =>
  commandLine(['run', '--grep', exactly(id), '--no-corpus', ...redArgs, ...target]);

/** The command that reruns the whole run: same implementation, profile and seed. */
export const rerunSuite = (
  report: RunTarget & { readonly seed: number; readonly redArgs: readonly string[] },
): string =>
  commandLine(['run', '--profile', report.profile, '--seed', String(report.seed), ...report.redArgs, ...report.target]);

/** Longest fast-check path a command inlines: a longer one makes a command no one can read or paste; its file is named instead. */
export const MAX_INLINE_PATH = 200;

/** True when a path is short enough to stand in a printed command. */
export const inlinePath = (path: string | undefined): path is string =>
  path !== undefined && path.length <= MAX_INLINE_PATH;

/**
 * A failed property's replay command as reports print it; by seed and path when fast-check gave a short path,
 * otherwise the rerun of this one property with the run's seed and profile (the same search finds it again).
 */
export function replayCommand(property: Pick<PropertyReport, 'id' | 'seed' | 'path'>, report: RunTarget): string {
  if (inlinePath(property.path)) return replayBySeed(property.id, property.seed, property.path, report.target);
  return commandLine([
    'run',
    '--grep',
    exactly(property.id),
    '--profile',
    report.profile,
    '--seed',
    String(property.seed),
    ...report.target,
  ]);
}
