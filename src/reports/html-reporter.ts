import type { Reporter } from './reporter.js';
import type { SuiteReport } from './suite-report.js';
import { verdictOf } from './verdict.js';
import { coverageMapSvg } from './html/coverage-map.js';
import { h } from './html/escape.js';
import { failureStories } from './failure-story.js';
import { anchorOf } from './html/anchor.js';
import { failureCard } from './html/failures.js';
import { killMatrixSection } from './html/kill-matrix-section.js';
import { htmlPage, type Section } from './html/page.js';
import { inputErrorsTable, propertiesTable, redTable } from './html/tables.js';

/**
 * One self-contained HTML page (inline CSS, JS and SVG; no network): verdict, side-by-side diffs of each
 * failure, kill matrix and coverage heat maps, and tables of properties and RED cases. All text is escaped.
 */
export class HtmlReporter implements Reporter {
  readonly fileName: string;

  constructor(fileName = 'a34-verify.html') {
    this.fileName = fileName;
  }

  render(report: SuiteReport): string {
    const verdict = verdictOf(report);
    const stories = failureStories(report);
    const sections: Section[] = [];
    if (report.incomplete !== undefined)
      sections.push([
        'not-run',
        `Not run (${report.incomplete.notRun.length}): the run was cut short`,
        `<ul class="chips">${report.incomplete.notRun.map((id) => `<li>${h(id)}</li>`).join('')}</ul>`,
      ]);
    if (stories.length > 0)
      sections.push([
        'failures',
        `Failures (${stories.length})`,
        stories.map((f) => failureCard(f, anchorOf(f.kind, f.id))).join(''),
      ]);
    sections.push(['properties', `Properties (${report.properties.length})`, propertiesTable(report.properties)]);
    if (report.red.length > 0)
      sections.push(['red', `RED cases (${verdict.redPassed}/${verdict.redTotal} passed)`, redTable(report.red)]);
    if (report.killMatrix !== undefined)
      sections.push([
        'kill-matrix',
        `Kill matrix (${verdict.faultsKilled}/${verdict.faultsTotal} faults killed)`,
        killMatrixSection(report.killMatrix),
      ]);
    sections.push(['coverage', 'Coverage', coverage(report)]);
    if (report.inputErrors.length > 0)
      sections.push([
        'input-errors',
        `Input errors (${report.inputErrors.length})`,
        inputErrorsTable(report.inputErrors),
      ]);
    const shard = report.shard ? ` · shard ${report.shard.index}/${report.shard.count}` : '';
    const meta = `profile ${h(report.profile)} · adapter ${h(report.adapter)} · seed ${report.seed}${shard} · ${(report.durationMs / 1000).toFixed(1)} s · started ${h(report.startedAt)} · a34-verify ${h(report.version)}, fast-check ${h(report.fastCheckVersion)}`;
    return htmlPage(verdict.level, verdict.line, meta, sections);
  }
}

function coverage(report: SuiteReport): string {
  const { floor, shortfalls } = report.coverage;
  const legend = `<p class="legend"><span><span class="swatch floor"></span> under the floor of ${floor}</span><span>darker: more cases</span></p>`;
  const list =
    shortfalls.length === 0
      ? `<p class="ok">Every cell and outcome reached the floor of ${floor}.</p>`
      : `<p>Under the floor:</p><ul class="chips">${shortfalls.map((s) => `<li>${h(s)}</li>`).join('')}</ul>`;
  return `${coverageMapSvg(report.coverage)}${legend}${list}`;
}
