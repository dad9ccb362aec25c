import { statSync } from 'node:fs';
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
