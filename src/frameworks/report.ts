import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CellResult, Discovered } from './discover.js';
import type { ExpectationVerdict } from './expected.js';
import { type CoverageRow, describeVerdict } from './guard-coverage.js';
import { junitXml } from './junit.js';
import { matrixRows } from './matrix.js';
import { matrixHtml } from './matrix-html.js';
import { matrixMarkdown } from './matrix-md.js';
import type { FrameworkTarget } from './target.js';

/** Everything one lane run produced, as written to `frameworks.json`. */
export interface LaneReport {
  readonly lane: string;
  readonly profile: string;
  readonly seed: number;
  readonly targets: readonly Pick<FrameworkTarget, 'id' | 'framework' | 'version' | 'provider' | 'via'>[];
  readonly cells: readonly CellResult[];
  readonly verdict: ExpectationVerdict;
  readonly controlFindings: readonly { target: string; property: string; actual: Discovered }[];
  /** Each list finding of an unguarded framework target, replayed through its guarded variant. */
  readonly coverage: readonly CoverageRow[];
  readonly ok: boolean;
  readonly ms: number;
}

function atomicWrite(file: string, text: string): void {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

const short = (value: unknown): string => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** A replay command for one discovered finding; the node22 lane replays under its own Node 22. */
export const replayCommand = (lane: string, target: string, property: string, d: Discovered): string =>
  `${lane === 'node22' ? 'frameworks/node22/node_modules/.bin/node --import tsx' : 'npx tsx'} frameworks/core/main.ts --lane ${lane} --target ${target} --property ${property} --seed ${d.seed} --path ${JSON.stringify(d.path)}${d.ignored.length === 0 ? '' : ` --ignore ${d.ignored.join(',')}`}`;

/** The table target × property: pass, the codes found, or ERROR. */
export function matrix(report: Pick<LaneReport, 'targets' | 'cells'>, properties: readonly string[]): string[] {
  const rows = [
    `| target | framework | version | provider | via | ${properties.join(' | ')} |`,
    `|${' --- |'.repeat(5 + properties.length)}`,
  ];
  for (const t of report.targets) {
    const cells = properties.map((p) => {
      const cell = report.cells.find((c) => c.target === t.id && c.property === p);
      if (cell === undefined) return '–';
      if (cell.error !== undefined) return 'ERROR';
      if (cell.discovered.length === 0) return 'pass';
      return (
        cell.discovered.map((d) => `\`${d.finding.code}\``).join('<br>') +
        (cell.exhausted ? '<br>(round limit: more may exist)' : '')
      );
    });
    rows.push(`| ${t.id} | ${t.framework} | ${t.version} | ${t.provider} | ${t.via} | ${cells.join(' | ')} |`);
  }
  return rows;
}

/** Each finding with its smallest counterexample and the command that replays it. */
export function details(
  cells: readonly CellResult[],
  replay: (target: string, property: string, d: Discovered) => string,
): string[] {
  const lines: string[] = ['', '## Findings with their smallest counterexample', ''];
  for (const cell of cells) {
    for (const d of cell.discovered) {
      const f = d.finding;
      lines.push(
        `- **${cell.target}** · ${cell.property} · \`${f.code}\` at \`${f.path}\`: ${f.reason}; expected ${short(f.expected)}, got ${short(f.actual)} (${d.counterexample.tools.length} tool${d.counterexample.tools.length === 1 ? '' : 's'}${d.counterexample.pageSize === undefined ? '' : `, page size ${d.counterexample.pageSize}`})`,
      );
      lines.push(`  - replay: \`${replay(cell.target, cell.property, d)}\``);
    }
  }
  return lines;
}

/** Counts of coverage verdicts by kind, e.g. `refused 120, declared 14, missed 0`. */
export function coverageCounts(rows: readonly CoverageRow[]): string {
  const kinds = ['refused', 'declared', 'loud', 'missed', 'not-reproduced'] as const;
  return kinds.map((k) => `${k} ${rows.filter((r) => r.verdict.kind === k).length}`).join(', ');
}

function coverageLines(report: LaneReport): string[] {
  if (report.coverage.length === 0) return [];
  return [
    '',
    '## The guard against every list finding',
    '',
    `Each finding above of an unguarded framework target (wire-fidelity, schema-shapes, names, mcp-fidelity, streaming-fidelity; a streaming finding replayed streaming), replayed on its counterexample through the guarded variant: ${coverageCounts(report.coverage)}.`,
    '',
    '| guarded target | property | finding | at | guard |',
    '| --- | --- | --- | --- | --- |',
    ...report.coverage.map(
      (r) => `| ${r.guarded} | ${r.property} | \`${r.code}\` | \`${r.path}\` | ${describeVerdict(r.verdict)} |`,
    ),
  ];
}

function verdictLines(report: LaneReport): string[] {
  const v = report.verdict;
  const lines = ['', `## Verdict: ${report.ok ? 'actual findings equal the expected ones' : 'MISMATCH'}`, ''];
  for (const u of v.unexpected)
    lines.push(
      `- NEW: ${u.target} · ${u.property} · \`${u.actual.finding.code}\` at \`${u.actual.finding.path}\` (record it in frameworks/expected/ if it is known)`,
    );
  for (const m of v.missing)
    lines.push(
      `- GONE: ${m.target} · ${m.property} · \`${m.code}\` no longer occurs: fixed or changed upstream; update ${m.file}`,
    );
  for (const w of v.wrongPath)
    lines.push(
      `- MOVED: ${w.expected.target} · \`${w.expected.code}\` at \`${w.actual.finding.path}\`, outside /${w.expected.pathPattern}/ of ${w.expected.file}`,
    );
  for (const c of report.controlFindings)
    lines.push(`- CONTROL: ${c.target} shows \`${c.actual.finding.code}\`: a false finding (harness bug)`);
  for (const r of report.coverage.filter((row) => row.verdict.kind === 'missed'))
    lines.push(
      `- GUARD MISSED: ${r.guarded} · ${r.property} · \`${r.code}\` at \`${r.path}\` reached the wire undeclared`,
    );
  for (const cell of report.cells.filter((c) => c.error !== undefined))
    lines.push(`- ERROR: ${cell.target} · ${cell.property}: ${cell.error ?? ''}`);
  return lines;
}

/** Writes `frameworks.json`, `frameworks.md`, `frameworks.junit.xml` and `matrix.{md,html}` under `dir`, each atomically. */
export function writeLaneReport(dir: string, report: LaneReport, properties: readonly string[]): void {
  mkdirSync(dir, { recursive: true });
  atomicWrite(join(dir, 'frameworks.json'), `${JSON.stringify(report, null, 2)}\n`);
  const md = [
    `# Frameworks under test: lane ${report.lane}, profile ${report.profile}, seed ${report.seed}`,
    '',
    ...matrix(report, properties),
    ...details(report.cells, (target, property, d) => replayCommand(report.lane, target, property, d)),
    ...coverageLines(report),
    ...verdictLines(report),
    '',
  ];
  atomicWrite(join(dir, 'frameworks.md'), md.join('\n'));
  atomicWrite(join(dir, 'frameworks.junit.xml'), junitXml(report));
  const rows = matrixRows([report], properties);
  const title = `Framework × provider × property: lane ${report.lane}, profile ${report.profile}, seed ${report.seed}`;
  atomicWrite(join(dir, 'matrix.md'), matrixMarkdown(title, rows, properties));
  atomicWrite(join(dir, 'matrix.html'), matrixHtml(title, rows, properties));
}
