import type { CoverageCounter } from '../harness/coverage.js';

type CoverageData = ReturnType<CoverageCounter['toJSON']>;

/** The coverage table as Markdown: kinds down, stages across, then outcome causes. */
export function renderCoverageTable(coverage: CoverageData): string {
  const kinds = Object.keys(coverage.cells);
  const stages = Object.keys(coverage.cells[kinds[0] ?? ''] ?? {});
  const header = `| kind | ${stages.join(' | ')} |\n|---|${stages.map(() => '---:').join('|')}|`;
  const rows = kinds.map((kind) => `| ${kind} | ${stages.map((s) => coverage.cells[kind]?.[s] ?? 0).join(' | ')} |`);
  const causes = Object.entries(coverage.causes)
    .map(([cause, n]) => `${cause} ${n}`)
    .join(', ');
  return [header, ...rows, '', `outcomes: ${causes}`].join('\n');
}
