import type { PropertyReport } from './suite-report.js';

/** Quotes for a POSIX shell only when needed, so the usual command stays easy to read. */
const shellWord = (word: string): string => (/^[\w.:/@%+=,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/** The command that replays one property's failing case; `--path` only when fast-check reported one. */
export function replayCommand(property: Pick<PropertyReport, 'id' | 'seed' | 'path'>): string {
  const words = ['npx', 'a34-verify', 'replay', '--property', property.id, '--seed', String(property.seed)];
  if (property.path !== undefined) words.push('--path', property.path);
  return words.map(shellWord).join(' ');
}
