/** Quotes a word for a POSIX shell only when it needs it. */
export const shellWord = (word: string): string =>
  /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;

/** The command as a person types it. */
export const commandLine = (args: readonly string[]): string => ['npx', 'a34-verify', ...args].map(shellWord).join(' ');

/** The exact command that replays one property failure against the same adapter. */
export const replayBySeed = (property: string, seed: number, path: string, adapterArgs: readonly string[]): string =>
  commandLine(['replay', '--property', property, '--seed', String(seed), '--path', path, ...adapterArgs]);

/** The exact command that replays a saved counterexample file against the same adapter. */
export const replayByFile = (file: string, adapterArgs: readonly string[]): string =>
  commandLine(['replay', '--file', file, ...adapterArgs]);

/** The command that runs one RED case alone against the same adapter. */
export const rerunRed = (id: string, redArgs: readonly string[], adapterArgs: readonly string[]): string =>
  commandLine([
    'run',
    '--grep',
    `^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    '--no-corpus',
    ...redArgs,
    ...adapterArgs,
  ]);
