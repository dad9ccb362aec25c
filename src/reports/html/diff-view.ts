import type { FieldChange, SurfaceChange, SurfaceDiff, ToolRow } from '../diff/index.js';
import { changeSentence, diffHeadline, foldUnchanged, shortValue, textDiff, trimParts } from '../diff/index.js';
import { h } from './escape.js';

const MARK: Record<ToolRow['status'], string> = { same: '', added: '+', removed: '−', changed: '~' };
const pos = (i: number | undefined): string => (i === undefined ? '' : String(i));

/** Expected → actual for one field; two long texts as one text with deletions and insertions marked. */
function values(c: FieldChange): string {
  const { expected: e, actual: a } = c;
  if (
    typeof e === 'string' &&
    typeof a === 'string' &&
    e !== '<absent>' &&
    a !== '<absent>' &&
    e.length + a.length > 80
  ) {
    const parts = trimParts(textDiff(e, a), 60).map((p) =>
      p.side === 'both' ? h(p.text) : p.side === 'expected' ? `<del>${h(p.text)}</del>` : `<ins>${h(p.text)}</ins>`,
    );
    return `<span class="text-diff">"${parts.join('')}"</span>`;
  }
  return `<del>${h(shortValue(e))}</del> → <ins>${h(shortValue(a))}</ins>`;
}

/** What changed about one tool, one line per change. */
function changeCell(changes: readonly SurfaceChange[]): string {
  return changes
    .map((c) =>
      c.kind === 'field'
        ? `<div><code class="jsonpath">${h(c.path)}</code>: ${values(c)}</div>`
        : `<div>${h(changeSentence(c))}</div>`,
    )
    .join('');
}

function row(r: ToolRow): string {
  return `<tr class="${r.status}"><td class="mark">${MARK[r.status]}</td><td class="num">${pos(r.expectedIndex)}</td><td class="num">${pos(r.actualIndex)}</td><td><code>${h(r.name)}</code></td><td class="what">${r.status === 'same' ? '' : changeCell(r.changes)}</td></tr>`;
}

/** Rows with runs of more than two unchanged tools folded into one. */
function rows(diff: SurfaceDiff): string {
  const folded = (n: number) => `<tr class="same folded"><td></td><td colspan="4">… ${n} unchanged tools</td></tr>`;
  return foldUnchanged(diff.rows, row, folded).join('');
}

/** The semantic diff: the changes in words, then one row per tool (positions expected and actual). */
export function renderDiff(diff: SurfaceDiff): string {
  const words = `<ul class="changes">${diff.changes.map((c) => `<li>${h(changeSentence(c))}</li>`).join('')}</ul>`;
  const table =
    diff.rows.length === 0
      ? ''
      : `<table class="tool-diff"><thead><tr><th></th><th>expected</th><th>actual</th><th>tool</th><th>what changed</th></tr></thead><tbody>${rows(diff)}</tbody></table>`;
  return `<div class="diff"><p class="diff-head">${h(diffHeadline(diff))}</p>${words}${table}</div>`;
}
