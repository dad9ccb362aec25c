import type { KillMatrixReport, MatrixCellReport } from '../suite-report.js';
import { heatMapSvg, type HeatCell } from './heatmap.js';

const NOT_KILLED = '#e4e7eb';

/** Fast kills are dark green, slow ones pale amber: the fewer runs a check needs, the stronger it is. */
export function killColor(runs: number, maxRuns: number): { fill: string; dark: boolean } {
  const t = maxRuns <= 1 ? 0 : Math.min(1, Math.log(Math.max(1, runs)) / Math.log(maxRuns));
  const lightness = Math.round(28 + 40 * t);
  return { fill: `hsl(${Math.round(150 - 105 * t)}, 65%, ${lightness}%)`, dark: lightness < 48 };
}

const shortRuns = (runs: number): string => (runs < 1000 ? String(runs) : `${Math.floor(runs / 1000)}k`);

function cellOf(cell: MatrixCellReport | undefined, maxRuns: number): HeatCell {
  if (cell === undefined) return { fill: '#ffffff', title: 'not run' };
  const where = `${cell.fault} × ${cell.check}`;
  if (!cell.killed) return { fill: NOT_KILLED, title: `${where}: not killed` };
  const runs = cell.runsToFirstFailure ?? maxRuns;
  const replay =
    cell.seed === undefined ? '' : ` (seed ${cell.seed}${cell.path === undefined ? '' : `, path ${cell.path}`})`;
  return {
    ...killColor(runs, maxRuns),
    text: shortRuns(runs),
    title: `${where}: killed after ${runs} run(s)${replay}${cell.message ? `\n${cell.message}` : ''}`,
  };
}

/** The kill matrix as a heat map: faults down, checks across, killed cells colored by runs to first failure. */
export function killMapSvg(matrix: KillMatrixReport): string {
  const checks = [...new Set(matrix.cells.map((c) => c.check))];
  const byKey = new Map(matrix.cells.map((c) => [`${c.fault}\u0000${c.check}`, c]));
  const maxRuns = Math.max(2, ...matrix.cells.map((c) => c.runsToFirstFailure ?? 0));
  const survivors = new Set(matrix.survivors);
  const idle = new Set(matrix.idleChecks);
  return heatMapSvg({
    id: 'kill-matrix-map',
    caption: `Kill matrix: ${matrix.faults.length - matrix.survivors.length}/${matrix.faults.length} faults killed; the number is runs to first failure`,
    rows: matrix.faults.map((f) => (survivors.has(f.id) ? { label: f.id, cls: 'survivor' } : { label: f.id })),
    cols: checks.map((c) => (idle.has(c) ? { label: c, cls: 'idle' } : { label: c })),
    cell: (i, j) => cellOf(byKey.get(`${matrix.faults[i]?.id}\u0000${checks[j]}`), maxRuns),
  });
}
