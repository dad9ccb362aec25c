import { diffChars, diffWordsWithSpace } from 'diff';

/** One run of a long value's text: kept, or only on the expected side, or only on the actual side. */
export interface TextPart {
  readonly text: string;
  readonly side: 'both' | 'expected' | 'actual';
}

/** Values this long are shown as a text diff rather than whole on both sides. */
export const LONG_VALUE = 40;

/** The two texts as runs, by jsdiff: characters for short texts (one-letter and invisible changes), words otherwise. */
export function textDiff(expected: string, actual: string): TextPart[] {
  const parts =
    expected.length + actual.length <= 200 ? diffChars(expected, actual) : diffWordsWithSpace(expected, actual);
  return parts.map((p) => ({ text: p.value, side: p.added ? 'actual' : p.removed ? 'expected' : 'both' }));
}

/** Kept runs cut to `context` characters on each side of a change, so a long description shows its edit. */
export function trimParts(parts: readonly TextPart[], context = 24): TextPart[] {
  return parts.map((p, i) => {
    if (p.side !== 'both' || p.text.length <= 2 * context + 1) return p;
    const head = i === 0 ? '' : p.text.slice(0, context);
    const tail = i === parts.length - 1 ? '' : p.text.slice(-context);
    return { text: `${head}…${tail}`, side: 'both' };
  });
}
