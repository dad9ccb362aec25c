import { toJsonValue } from '../suite/corpus/json-value.js';
import type { KillMatrix, MatrixCell } from '../suite/kill-matrix.js';
import type { KillMatrixReport, MatrixCellReport } from '../reports/suite-report.js';

/** A matrix cell as JSON: absent rather than undefined fields, and a JSON counterexample. */
function cellReport(cell: MatrixCell): MatrixCellReport {
  const { runsToFirstFailure, seed, path, counterexample, message, ...rest } = cell;
  return {
    ...rest,
    ...(runsToFirstFailure !== undefined ? { runsToFirstFailure } : {}),
    ...(seed !== undefined ? { seed } : {}),
    ...(path !== undefined ? { path } : {}),
    ...(counterexample !== undefined ? { counterexample: toJsonValue(counterexample).json } : {}),
    ...(message !== undefined ? { message } : {}),
  };
}

/** The matrix in the report schema's shape. */
export const killMatrixReport = (
  matrix: KillMatrix,
  faults: readonly { id: string; bug: string }[],
): KillMatrixReport => ({
  faults: faults.map(({ id, bug }) => ({ id, bug })),
  cells: matrix.cells.map(cellReport),
  survivors: [...matrix.survivors],
  idleChecks: [...matrix.idleChecks],
  quietRedCases: [...matrix.quietRedCases],
});

const cellText = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Markdown: one row per fault with the checks that kill it, then survivors and idle checks. */
export function killMatrixMarkdown(report: KillMatrixReport, header: string): string {
  const killed = report.faults.length - report.survivors.length;
  const rows = report.faults.map((fault) => {
    const killers = report.cells.filter((c) => c.fault === fault.id && c.killed);
    const shown = killers.map((c) =>
      c.kind === 'property' ? `\`${c.check}\` (${c.runsToFirstFailure ?? '?'} runs)` : `RED \`${c.check}\``,
    );
    return `| \`${fault.id}\` | ${cellText(fault.bug)} | ${killers.length === 0 ? '**SURVIVES**' : shown.join(', ')} |`;
  });
  return [
    '# Kill matrix',
    '',
    `${killed}/${report.faults.length} faults killed. ${header}`,
    '',
    '| fault | bug | killed by |',
    '|---|---|---|',
    ...rows,
    '',
    '## Survivors',
    '',
    ...(report.survivors.length === 0 ? ['none'] : report.survivors.map((s) => `- \`${s}\``)),
    '',
    '## Idle properties (kill no fault)',
    '',
    ...(report.idleChecks.length === 0 ? ['none'] : report.idleChecks.map((s) => `- \`${s}\``)),
    '',
    '## Quiet RED cases (kill no fault: fine for guards against false positives)',
    '',
    ...((report.quietRedCases ?? []).length === 0 ? ['none'] : (report.quietRedCases ?? []).map((s) => `- \`${s}\``)),
    '',
  ].join('\n');
}
