import type { PropertyReport } from '../suite-report.js';
import { visibleJson } from '../visible.js';
import { escapeMarkup, h } from './escape.js';
import { locate, prettyJsonLines, type JsonLines } from './json-lines.js';

type Diff = NonNullable<PropertyReport['diff']>;

const short = (text: string, max = 160): string => (text.length > max ? `${text.slice(0, max)}…` : text);

/** The value at the difference on one side, or `<absent>` when that side has no such node. */
function valueAt(json: JsonLines, path: string): string {
  const span = json.spans.get(path);
  return span === undefined ? '<absent>' : short(visibleJson(span.value, 0));
}

/** One column: numbered lines, the first difference marked, the rest of its node shaded. */
function column(title: string, json: JsonLines, path: string): string {
  const hit = locate(json, path);
  const rows = json.lines.map((line, i) => {
    const first = hit !== undefined && i === hit.span.start;
    const inNode = hit !== undefined && i > hit.span.start && i <= hit.span.end;
    const cls = first ? (hit.exact ? 'line first-diff' : 'line first-diff absent') : inNode ? 'line in-diff' : 'line';
    const note = first && !hit.exact ? ' title="the differing node is absent on this side; its parent is marked"' : '';
    return `<div class="${cls}"${note}><span class="ln">${i + 1}</span><code>${escapeMarkup(line) || ' '}</code></div>`;
  });
  return `<div class="diff-col"><div class="diff-head">${h(title)}</div><div class="code" tabindex="0">${rows.join('')}</div></div>`;
}

/** Side-by-side expected and actual tool surfaces, with the first difference's line highlighted and its JSONPath shown. */
export function renderDiff(diff: Diff): string {
  const surfaces = [prettyJsonLines(diff.expected), prettyJsonLines(diff.actual)] as const;
  // Some failures record only the two values at the difference, not whole surfaces: those sit at the path itself.
  const whole = surfaces.some((s) => s.spans.has(diff.path));
  const [expected, actual] = whole
    ? surfaces
    : [prettyJsonLines(diff.expected, diff.path), prettyJsonLines(diff.actual, diff.path)];
  const scope = whole ? '' : ' <span class="scope">(only the values at the difference were recorded)</span>';
  const summary =
    `<p class="diff-path">First difference at <code class="jsonpath">${h(diff.path)}</code> (tool index ${diff.toolIndex}): ` +
    `expected <code>${escapeMarkup(valueAt(expected, diff.path))}</code>, actual <code>${escapeMarkup(valueAt(actual, diff.path))}</code>${scope}</p>`;
  return `<div class="diff">${summary}<div class="diff-cols">${column('expected (baseline)', expected, diff.path)}${column('actual (request)', actual, diff.path)}</div></div>`;
}
