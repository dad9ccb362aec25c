import { visible } from '../visible.js';
import { foldUnchanged, type SurfaceDiff, type ToolRow } from './changes.js';
import { changeSentence, diffHeadline } from './describe-change.js';

const MARK: Record<ToolRow['status'], string> = { same: ' ', added: '+', removed: '-', changed: '~' };
const at = (i: number | undefined): string => (i === undefined ? ' ' : String(i));

/** One row of the plain-text view: mark, positions expected → actual, name, what changed. */
function rowLine(row: ToolRow): string {
  const where = `${at(row.expectedIndex).padStart(3)} → ${at(row.actualIndex).padEnd(3)}`;
  const what =
    row.status === 'same' ? '' : `  ${row.status === 'changed' ? `${row.changes.length} change(s)` : row.status}`;
  return `${MARK[row.status]} ${where} ${visible(row.name)}${what}`;
}

/** The rows, with runs of more than two unchanged tools folded into one line. */
export function viewLines(diff: SurfaceDiff): string[] {
  return foldUnchanged(diff.rows, rowLine, (n) => `  … ${n} unchanged tools`);
}

/** The diff as plain text: the headline, each change in words, then the per-tool view. */
export function diffText(diff: SurfaceDiff): string[] {
  const words = diff.changes.map((c) => `• ${changeSentence(c)}`);
  const view =
    diff.rows.length === 0 ? [] : ['tools (expected → actual position):', ...viewLines(diff).map((l) => `  ${l}`)];
  return [`${diffHeadline(diff)}:`, ...words.map((w) => `  ${w}`), ...view];
}
