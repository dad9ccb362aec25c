import type { CoverageReport } from '../suite-report.js';
import { heatMapSvg, type HeatCell } from './heatmap.js';

/** Blue by count on a log scale, so one hot cell does not wash the others out. */
function countCell(count: number, max: number, floor: number, where: string): HeatCell {
  const t = max <= 0 ? 0 : Math.log1p(count) / Math.log1p(max);
  const lightness = Math.round(96 - 56 * t);
  const under = count < floor;
  const title = `${where}: ${count}${under ? ` (under the floor of ${floor})` : ''}`;
  return { fill: `hsl(212, 70%, ${lightness}%)`, dark: lightness < 58, text: String(count), title, marked: under };
}

/** Coverage as two heat maps: mutation kinds × stages, then outcome causes; cells under the floor outlined red. */
export function coverageMapSvg(coverage: CoverageReport): string {
  const kinds = Object.keys(coverage.cells);
  const stages = [...new Set(kinds.flatMap((k) => Object.keys(coverage.cells[k] ?? {})))];
  const count = (kind: string, stage: string): number => coverage.cells[kind]?.[stage] ?? 0;
  const max = Math.max(0, ...kinds.flatMap((k) => stages.map((s) => count(k, s))));
  const cells = heatMapSvg({
    id: 'coverage-map',
    caption: `Mutation kind × stage (floor ${coverage.floor}; red outline: under the floor)`,
    rows: kinds.map((label) => ({ label })),
    cols: stages.map((label) => ({ label })),
    cell: (i, j) =>
      countCell(count(kinds[i] ?? '', stages[j] ?? ''), max, coverage.floor, `${kinds[i]} × ${stages[j]}`),
  });
  const causes = Object.keys(coverage.causes);
  const maxCause = Math.max(0, ...Object.values(coverage.causes));
  const outcomes = heatMapSvg({
    id: 'coverage-causes-map',
    caption: 'Outcome causes',
    rows: [{ label: 'outcomes' }],
    cols: causes.map((label) => ({ label })),
    cell: (_, j) => countCell(coverage.causes[causes[j] ?? ''] ?? 0, maxCause, coverage.floor, `outcome ${causes[j]}`),
  });
  return `<div class="maps">${cells}${outcomes}</div>`;
}
