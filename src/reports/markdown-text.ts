import { visible } from './visible.js';

/** Text safe inside a GFM paragraph or table cell: invisibles shown, HTML and Markdown syntax neutralized. */
export function mdText(text: string): string {
  return visible(text)
    .replace(/[\\`*_[\]|~#]/g, (c) => `\\${c}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\s*\n\s*/g, ' ');
}

/** An inline code span that survives any backticks in the text; in a table cell, pipes are escaped as GFM asks. */
export function mdCode(text: string, inTable = false): string {
  const flat = visible(text).replace(/\s*\n\s*/g, ' ');
  const inner = inTable ? flat.replace(/\|/g, '\\|') : flat;
  const ticks = '`'.repeat(longestRun(inner, '`') + 1);
  const pad = inner.startsWith('`') || inner.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${inner}${pad}${ticks}`;
}

/** A fenced block whose fence is longer than any backtick run inside, so hostile text cannot close it. */
export function mdFence(text: string, lang = '', maxChars = 4000): string {
  const shown = visible(text);
  const cut =
    shown.length > maxChars
      ? `${shown.slice(0, maxChars)}\n… (${shown.length - maxChars} more characters: see the JSON report)`
      : shown;
  const fence = '`'.repeat(Math.max(3, longestRun(cut, '`') + 1));
  return `${fence}${lang}\n${cut}\n${fence}`;
}

/** A GFM table; cells must already be escaped. */
export function mdTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align?: readonly ('l' | 'r')[],
): string {
  const rule = header.map((_, i) => (align?.[i] === 'r' ? '---:' : '---'));
  return [header, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}
