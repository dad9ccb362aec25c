import { h } from './html/escape.js';
import { killMatrixSection } from './html/kill-matrix-section.js';
import { htmlPage } from './html/page.js';
import type { KillMatrixReport } from './suite-report.js';

/**
 * `kill-matrix.html`, written by `a34-verify kill-matrix` beside `kill-matrix.md`: the heat map (faults down,
 * checks across, the number in a cell is runs to first failure), survivors in red, idle checks in grey.
 */
export function killMatrixHtml(report: KillMatrixReport, about: string): string {
  const killed = report.faults.length - report.survivors.length;
  const level = report.survivors.length > 0 || report.idleChecks.length > 0 ? 'fail' : 'pass';
  const quiet = report.quietRedCases ?? [];
  const sections = [
    ['kill-matrix', 'Kill matrix', killMatrixSection(report)] as const,
    ...(quiet.length === 0
      ? []
      : [
          [
            'quiet',
            `Quiet RED cases (${quiet.length})`,
            `<p>Kill no fault: fine for guards against false positives.</p><ul class="chips">${quiet.map((q) => `<li>${h(q)}</li>`).join('')}</ul>`,
          ] as const,
        ]),
  ];
  return htmlPage(level, `${killed}/${report.faults.length} faults killed`, h(about), sections);
}
