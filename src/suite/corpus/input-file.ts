import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import type { InputIssue } from './input-issue.js';

/**
 * The one home for reading an input file (RED case, corpus entry, shard report, config): it must be a regular
 * file within its size bound (`harness/limits.ts`), checked with stat before it is opened, so a FIFO never
 * blocks, a device (`/dev/zero`) is never read and a huge file is refused whole.
 */

/** What a non-regular file is, in words. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** The issue for `stats` of a file that cannot be read as `what`; undefined for a regular file within `maxBytes`. */
function statsIssue(stats: Stats, shownAs: string, maxBytes: number, what: string): InputIssue | undefined {
  if (!stats.isFile())
    return { file: shownAs, path: '$', message: `${kindOf(stats)}, not a regular file: ${what} must be a file` };
  return stats.size > maxBytes
    ? { file: shownAs, path: '$', message: `${stats.size} bytes: larger than ${what} may be (${maxBytes} bytes)` }
    : undefined;
}

/**
 * The issue for a path that cannot be read as `what` (what: "a RED case", …): absent, not a regular file (symlinks
 * followed), or larger than `maxBytes`; undefined when it may be read.
 */
export function inputFileIssue(file: string, shownAs: string, maxBytes: number, what: string): InputIssue | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  if (stats === undefined) return { file: shownAs, path: '$', message: `not found: ${what} was expected here` };
  return statsIssue(stats, shownAs, maxBytes, what);
}

/** Reads at most `maxBytes + 1` bytes of an open file: a file that grew past its bound after the check is still refused. */
function readBounded(fd: number, maxBytes: number): Buffer | undefined {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.alloc(Math.min(64 * 1024, maxBytes + 1 - total));
    const n = readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) return Buffer.concat(chunks, total);
    chunks.push(chunk.subarray(0, n));
    total += n;
    if (total > maxBytes) return undefined;
  }
}

/**
 * Reads `file` as UTF-8 text once it passed `inputFileIssue`; opened non-blocking and checked again on the open
 * descriptor, so a file swapped for a FIFO or device between the two checks is refused too.
 */
export function readInputText(
  file: string,
  shownAs: string,
  maxBytes: number,
  what: string,
): { readonly text: string } | InputIssue[] {
  const issue = inputFileIssue(file, shownAs, maxBytes, what);
  if (issue !== undefined) return [issue];
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    const swapped = statsIssue(fstatSync(fd), shownAs, maxBytes, what);
    if (swapped !== undefined) return [swapped];
    const bytes = readBounded(fd, maxBytes);
    if (bytes === undefined)
      return [
        { file: shownAs, path: '$', message: `grew past ${maxBytes} bytes while read: larger than ${what} may be` },
      ];
    return { text: bytes.toString('utf8') };
  } catch (error) {
    return [
      {
        file: shownAs,
        path: '$',
        message: `cannot read ${what}: ${error instanceof Error ? error.message : String(error)}`,
      },
    ];
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Reads `file` as JSON within `maxBytes`: the parsed value, or the issue for a file that is not a regular file,
 * too large, or not JSON (`notJson` words the latter, before the parser's message).
 */
export function readBoundedJson(
  file: string,
  maxBytes: number,
  what: string,
  notJson: string,
  shownAs: string = file,
): { readonly json: unknown } | InputIssue[] {
  const read = readInputText(file, shownAs, maxBytes, what);
  if (Array.isArray(read)) return read;
  try {
    return { json: JSON.parse(read.text) };
  } catch (error) {
    return [
      { file: shownAs, path: '$', message: `${notJson}: ${error instanceof Error ? error.message : String(error)}` },
    ];
  }
}
