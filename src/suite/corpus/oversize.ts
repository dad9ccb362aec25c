import { readFileSync, statSync } from 'node:fs';
import type { InputIssue } from './input-issue.js';

/**
 * The issue for a file larger than `maxBytes` (what: "a RED case", …), measured before it is read, so a huge
 * file is refused whole and never parsed into memory; undefined when it is within the bound or absent.
 */
export function oversize(file: string, shownAs: string, maxBytes: number, what: string): InputIssue | undefined {
  const size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  return size > maxBytes
    ? { file: shownAs, path: '$', message: `${size} bytes: larger than ${what} may be (${maxBytes} bytes)` }
    : undefined;
}

/**
 * Reads `file` as JSON within `maxBytes`: the parsed value, or the issue for a file too large or not JSON
 * (`notJson` words the latter, before the parser's message).
 */
export function readBoundedJson(
  file: string,
  maxBytes: number,
  what: string,
  notJson: string,
): { readonly json: unknown } | InputIssue[] {
  const tooBig = oversize(file, file, maxBytes, what);
  if (tooBig !== undefined) return [tooBig];
  try {
    return { json: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    return [{ file, path: '$', message: `${notJson}: ${error instanceof Error ? error.message : String(error)}` }];
  }
}
