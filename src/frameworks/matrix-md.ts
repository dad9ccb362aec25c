import { type MatrixRow, summarize } from './matrix.js';

// A cell's text inside a Markdown table: a pipe would end the cell.
const cellText = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The matrix as a Markdown page: one table, a row per target, a column per property. */
export function matrixMarkdown(title: string, rows: readonly MatrixRow[], properties: readonly string[]): string {
  return [
    `# ${title}`,
    '',
    '"holds": the property found nothing on this target; "N findings": the codes of its distinct deviations (N+ when the round limit was hit); "–": the property does not apply.',
    '',
    `| framework | provider | via | lane | target | version | ${properties.join(' | ')} |`,
    `|${' --- |'.repeat(6 + properties.length)}`,
    ...rows.map(
      (r) =>
        `| ${cellText(r.framework)} | ${r.provider} | ${r.via} | ${r.lane} | ${r.target} | ${cellText(r.version)} | ${r.cells.map((c) => cellText(summarize(c))).join(' | ')} |`,
    ),
    '',
  ].join('\n');
}
