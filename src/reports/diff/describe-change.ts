import { visible, visibleJson } from '../visible.js';
import type { Side, SurfaceChange, SurfaceDiff } from './changes.js';
import { LONG_VALUE, textDiff, trimParts } from './text-diff.js';

const MAX_VALUE = 80;

/** A value in a sentence: JSON, invisibles escaped, long ones shortened. */
export function shortValue(value: Side): string {
  if (value === '<absent>') return '(absent)';
  const json = visibleJson(value, 0);
  return json.length > MAX_VALUE ? `${json.slice(0, MAX_VALUE - 1)}…` : json;
}

/** Two long strings as one inline text diff: `[-removed-]{+added+}` around the edit. */
export function inlineTextDiff(expected: string, actual: string): string {
  return trimParts(textDiff(expected, actual))
    .map((p) =>
      p.side === 'both' ? visible(p.text) : p.side === 'expected' ? `[-${visible(p.text)}-]` : `{+${visible(p.text)}+}`,
    )
    .join('');
}

const isLongText = (e: Side, a: Side): boolean =>
  typeof e === 'string' &&
  typeof a === 'string' &&
  e !== '<absent>' &&
  a !== '<absent>' &&
  e.length + a.length > 2 * LONG_VALUE;

/** One change in words: "tool `x` removed", "tool renamed `a` → `b`", "`x` inputSchema.properties.q.type: "string" → "number"". */
export function changeSentence(change: SurfaceChange): string {
  const t = (name: string): string => `\`${visible(name)}\``;
  switch (change.kind) {
    case 'added':
      return `tool ${t(change.tool)} added at ${change.index}`;
    case 'removed':
      return `tool ${t(change.tool)} removed (was at ${change.index})`;
    case 'renamed':
      return `tool renamed ${t(change.from)} → ${t(change.to)} (at ${change.index})`;
    case 'moved':
      return `tool ${t(change.tool)} moved from ${change.from} to ${change.to}`;
    case 'unreadable':
      return `the ${change.side} tool list could not be read`;
    case 'field': {
      const { expected: e, actual: a } = change;
      const values =
        isLongText(e, a) && typeof e === 'string' && typeof a === 'string'
          ? `"${inlineTextDiff(e, a)}"`
          : `${shortValue(e)} → ${shortValue(a)}`;
      return `tool ${t(change.tool)} ${visible(change.path)}: ${values}`;
    }
  }
}

/** The diff's headline: how many tools on each side and how many changes, for a summary line. */
export const diffHeadline = (diff: SurfaceDiff): string =>
  `${diff.changes.length} change${diff.changes.length === 1 ? '' : 's'} to the tool list${
    diff.expectedCount === undefined
      ? ' (first difference only)'
      : ` (${diff.expectedCount} tools expected, ${diff.actualCount} actual)`
  }`;
