import { h } from '../reports/html/escape.js';
import { htmlPage } from '../reports/html/page.js';
import { type MatrixCell, type MatrixRow, summarize } from './matrix.js';

// A cell that holds gets the pass badge, an error the fail badge; findings stay plain text to read.
const cellHtml = (c: MatrixCell): string =>
  c.kind === 'holds'
    ? '<span class="badge pass">holds</span>'
    : c.kind === 'error'
      ? `<span class="badge fail">ERROR</span> ${h(summarize(c).slice('ERROR: '.length))}`
      : h(summarize(c));

/** The matrix as a self-contained HTML page (the report pages' own style, script and escaping; no network). */
export function matrixHtml(title: string, rows: readonly MatrixRow[], properties: readonly string[]): string {
  const head = ['framework', 'provider', 'via', 'lane', 'target', 'version', ...properties]
    .map((p) => `<th>${h(p)}</th>`)
    .join('');
  const body = rows
    .map((r) => {
      const fixed = [r.framework, r.provider, r.via, r.lane, r.target, r.version].map((t) => `<td>${h(t)}</td>`);
      const cells = r.cells.map((c) => `<td>${cellHtml(c)}</td>`);
      return `<tr>${[...fixed, ...cells].join('')}</tr>`;
    })
    .join('');
  const findings = rows.flatMap((r) => r.cells).filter((c) => c.kind === 'findings' || c.kind === 'error').length;
  const table = `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
  return htmlPage(
    findings === 0 ? 'pass' : 'warn',
    title,
    h(`${rows.length} targets × ${properties.length} properties; ${findings} cells with findings`),
    [['matrix', 'Framework × provider × property', table]],
  );
}
