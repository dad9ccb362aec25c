import type { KillMatrixReport } from '../suite-report.js';
import { h } from './escape.js';
import { killMapSvg } from './kill-map.js';
import { faultsTable } from './tables.js';

/** The kill matrix heat map with its legend, idle checks and the faults table; also `kill-matrix.html`'s body. */
export function killMatrixSection(matrix: KillMatrixReport): string {
  const legend = `<p class="legend"><span><span class="ramp"></span> killed: after 1 run … after many runs</span><span><span class="swatch"></span> not killed</span><span>red row: survivor · grey column: idle check</span></p>`;
  const idle =
    matrix.idleChecks.length === 0
      ? ''
      : `<p>Idle checks (kill no fault): ${matrix.idleChecks.map((c) => `<code>${h(c)}</code>`).join(', ')}</p>`;
  return `${killMapSvg(matrix)}${legend}${idle}${faultsTable(matrix)}`;
}
