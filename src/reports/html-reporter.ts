import { createHash } from 'node:crypto';
import type { Reporter } from './reporter.js';
import type { SuiteReport } from './suite-report.js';
import { verdictOf } from './verdict.js';
import { coverageMapSvg } from './html/coverage-map.js';
import { h } from './html/escape.js';
import { failureStories } from './failure-story.js';
import { anchorOf } from './html/anchor.js';
import { failureCard } from './html/failures.js';
import { killMapSvg } from './html/kill-map.js';
import { SCRIPT } from './html/script.js';
import { STYLE } from './html/style.js';
import { faultsTable, inputErrorsTable, propertiesTable, redTable } from './html/tables.js';

const LEVEL = { pass: 'PASS', warn: 'WARN', fail: 'FAIL' } as const;
const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
// Only our own style and script may run: should escaping ever miss, injected markup stays inert.
const CSP = `default-src 'none'; style-src ${sha256(STYLE)}; script-src ${sha256(SCRIPT)}; img-src data:`;

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
    const sections: [string, string, string][] = [];
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
        killMatrix(report),
      ]);
    sections.push(['coverage', 'Coverage', coverage(report)]);
    if (report.inputErrors.length > 0)
      sections.push([
        'input-errors',
        `Input errors (${report.inputErrors.length})`,
        inputErrorsTable(report.inputErrors),
      ]);
    const nav = sections.map(([id, title]) => `<a href="#${id}">${h(title)}</a>`).join('');
    const body = sections
      .map(([id, title, html]) => `<section id="${id}"><h2>${h(title)}</h2>${html}</section>`)
      .join('');
    const shard = report.shard ? ` · shard ${report.shard.index}/${report.shard.count}` : '';
    const meta = `profile ${h(report.profile)} · adapter ${h(report.adapter)} · seed ${report.seed}${shard} · ${(report.durationMs / 1000).toFixed(1)} s · started ${h(report.startedAt)} · a34-verify ${h(report.version)}, fast-check ${h(report.fastCheckVersion)}`;
    return [
      '<!doctype html>',
      `<html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${CSP}">`,
      `<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>a34-verify ${LEVEL[verdict.level]}</title><style>${STYLE}</style></head>`,
      `<body><header class="verdict ${verdict.level}"><h1>${LEVEL[verdict.level]}: ${h(verdict.line)}</h1><p>${meta}</p></header>`,
      `<nav>${nav}</nav><main>${body}</main><script>${SCRIPT}</script></body></html>`,
      '',
    ].join('\n');
  }
}

function killMatrix(report: SuiteReport): string {
  const matrix = report.killMatrix;
  if (matrix === undefined) return '';
  const legend = `<p class="legend"><span><span class="ramp"></span> killed: after 1 run … after many runs</span><span><span class="swatch"></span> not killed</span><span>red row: survivor · grey column: idle check</span></p>`;
  const idle =
    matrix.idleChecks.length === 0
      ? ''
      : `<p>Idle checks (kill no fault): ${matrix.idleChecks.map((c) => `<code>${h(c)}</code>`).join(', ')}</p>`;
  return `${killMapSvg(matrix)}${legend}${idle}${faultsTable(matrix)}`;
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
