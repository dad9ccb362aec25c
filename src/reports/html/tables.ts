import type { KillMatrixReport, PropertyReport, RedReport, SuiteReport } from '../suite-report.js';
import { anchorOf } from './anchor.js';
import { h } from './escape.js';

const BADGE = { passed: 'pass', failed: 'fail', flaky: 'warn', invalid: 'fail' } as const;

/** A status pill; the word is there for readers who cannot tell the colors apart. */
export const badge = (status: keyof typeof BADGE, label: string = status): string =>
  `<span class="badge ${BADGE[status]}">${h(label)}</span>`;

/** A plain table; cells must already be HTML. */
export function table(cls: string, head: readonly string[], rows: readonly (readonly string[])[]): string {
  const th = head.map((c) => `<th>${h(c)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  return `<table class="${cls}"><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

/** Every property, failures linking to their detail card. */
export function propertiesTable(properties: readonly PropertyReport[]): string {
  const rows = properties.map((p) => [
    p.cause === 'adapter-result' ? badge('invalid') : badge(p.status),
    p.status === 'passed'
      ? `<code>${h(p.id)}</code>`
      : `<a href="#${anchorOf('property', p.id)}"><code>${h(p.id)}</code></a>`,
    h(p.area),
    h(p.title),
    h(p.rule),
    `<span class="num">${p.numRuns}</span>`,
    `<code>${p.seed}</code>`,
    p.path === undefined ? '' : `<code>${h(p.path)}</code>`,
    `<span class="num">${Math.round(p.durationMs)} ms</span>`,
  ]);
  return table('props', ['status', 'id', 'area', 'title', 'rule', 'runs', 'seed', 'path', 'time'], rows);
}

/** Every RED case with its message and file. */
export function redTable(red: readonly RedReport[]): string {
  const rows = red.map((r) => [
    badge(r.status),
    r.status === 'passed'
      ? `<code>${h(r.id)}</code>`
      : `<a href="#${anchorOf('red', r.id)}"><code>${h(r.id)}</code></a>`,
    h(r.title),
    `<span class="msg">${h(r.message)}</span>`,
    r.file === undefined ? '' : `<code>${h(r.file)}</code>`,
  ]);
  return table('red', ['status', 'id', 'title', 'message', 'file'], rows);
}

/** The faults behind the matrix rows, with the bug each one plants. */
export function faultsTable(matrix: KillMatrixReport): string {
  const survivors = new Set(matrix.survivors);
  const rows = matrix.faults.map((f) => {
    const status = survivors.has(f.id) ? badge('failed', 'survived') : badge('passed', 'killed');
    return [
      status,
      `<code>${h(f.id)}</code>`,
      h(f.bug),
      `<span class="num">${matrix.cells.filter((c) => c.fault === f.id && c.killed).length}</span>`,
    ];
  });
  return table('faults', ['', 'fault', 'bug', 'killed by'], rows);
}

/** Input problems that did not stop the run: which file, which field, why. */
export function inputErrorsTable(errors: SuiteReport['inputErrors']): string {
  return table(
    'input-errors',
    ['file', 'path', 'message'],
    errors.map((e) => [
      `<code>${h(e.file)}</code>`,
      `<code>${h(e.path)}</code>`,
      `<span class="msg">${h(e.message)}</span>`,
    ]),
  );
}
