import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../reports/atomic-write.js';
import type { CellResult, Discovered } from './discover.js';
import { escapeXml } from './junit.js';
import { details, matrix } from './report.js';
import type { CellsOutcome } from './run-cells.js';
import type { FrameworkTarget } from './target.js';

/** Everything one `a34-verify check` produced, as written to `check.json`. */
export interface CheckReport extends CellsOutcome {
  /** The target module as the user named it. */
  readonly file: string;
  readonly name: string;
  readonly profile: string;
  readonly seed: number;
  readonly targets: readonly Pick<FrameworkTarget, 'id' | 'framework' | 'version' | 'provider' | 'via'>[];
  readonly properties: readonly string[];
  readonly findings: number;
  readonly exit: number;
  readonly ms: number;
}

export type ReplayOf = (target: string, property: string, d: Discovered) => string;

const verdictLine = (report: CheckReport): string =>
  report.exit === 0
    ? `Verdict: pass (${report.cells.length} checks, no finding)`
    : report.exit === 3
      ? `Verdict: incomplete (${report.notRun.length} checks not run; no finding in what ran)`
      : `Verdict: ${report.findings} finding${report.findings === 1 ? '' : 's'} (exit 1): your agent changes the tool list it was given`;

function markdown(report: CheckReport, replay: ReplayOf): string {
  const errors = report.cells.filter((c) => c.error !== undefined);
  return [
    `# a34-verify check: ${report.name} (${report.file}), profile ${report.profile}, seed ${report.seed}`,
    '',
    verdictLine(report),
    '',
    ...matrix(report, report.properties),
    ...details(report.cells, replay),
    ...(errors.length === 0
      ? []
      : ['', '## Errors', '', ...errors.map((c) => `- ${c.target} · ${c.property}: ${c.error}`)]),
    ...(report.notRun.length === 0
      ? []
      : ['', '## Not run (time budget or signal)', '', ...report.notRun.map((n) => `- ${n.target} · ${n.property}`)]),
    '',
    'How to read a finding: node_modules/a34-verify/docs/check-your-agent.md',
    '',
  ].join('\n');
}

const testcase = (name: string, cell: CellResult, body: string): string =>
  `    <testcase classname="a34-check.${escapeXml(name)}.${escapeXml(cell.target)}" name="${escapeXml(cell.property)}" time="${(cell.ms / 1000).toFixed(3)}">${body}</testcase>`;

/** One test case per target × property: a finding or an error fails it; a cell the budget left out is skipped. */
function junit(report: CheckReport, replay: ReplayOf): string {
  const cases = report.cells.map((cell) => {
    const problems = [
      ...cell.discovered.map(
        (d) =>
          `${d.finding.code} at ${d.finding.path}: ${d.finding.reason}; replay: ${replay(cell.target, cell.property, d)}`,
      ),
      ...(cell.error === undefined ? [] : [cell.error]),
    ];
    const failure =
      problems.length === 0
        ? ''
        : `<failure message="${escapeXml(problems[0] ?? '')}">${escapeXml(problems.join('\n'))}</failure>`;
    return testcase(report.name, cell, failure);
  });
  const skipped = report.notRun.map(
    (n) =>
      `    <testcase classname="a34-check.${escapeXml(report.name)}.${escapeXml(n.target)}" name="${escapeXml(n.property)}"><skipped message="time budget"/></testcase>`,
  );
  const failures = cases.filter((c) => c.includes('<failure')).length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="a34-check-${escapeXml(report.name)}" tests="${cases.length + skipped.length}" failures="${failures}" skipped="${skipped.length}">\n${[...cases, ...skipped].join('\n')}\n  </testsuite>\n</testsuites>\n`;
}

/** Writes `check.json`, `check.md` and `check.junit.xml` under `dir`, each atomically; returns the Markdown's path. */
export async function writeCheckReport(dir: string, report: CheckReport, replay: ReplayOf): Promise<string> {
  await mkdir(dir, { recursive: true });
  await writeFileAtomic(join(dir, 'check.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFileAtomic(join(dir, 'check.md'), markdown(report, replay));
  await writeFileAtomic(join(dir, 'check.junit.xml'), junit(report, replay));
  return join(dir, 'check.md');
}
