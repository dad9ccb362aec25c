import { visible } from '../visible.js';
import { h } from './escape.js';

/** One cell of a heat map; `marked` outlines it (e.g. under the coverage floor). */
export interface HeatCell {
  readonly fill: string;
  readonly title: string;
  readonly text?: string;
  readonly dark?: boolean;
  readonly marked?: boolean;
}

/** A rows × columns heat map; labels may carry a class (survivor, idle) for emphasis. */
export interface HeatMap {
  readonly id: string;
  readonly caption: string;
  readonly rows: readonly { readonly label: string; readonly cls?: string }[];
  readonly cols: readonly { readonly label: string; readonly cls?: string }[];
  readonly cell: (row: number, col: number) => HeatCell;
}

const CELL = 26;
const CHAR = 7; // average glyph width at 12px, enough to reserve room for labels
const MAX_LABEL = 34;

/** Shortens the label as displayed (escapes included); the full label stays in the tooltip. */
const clip = (label: string): string => {
  const shown = visible(label);
  return shown.length > MAX_LABEL ? `${shown.slice(0, MAX_LABEL - 1)}…` : shown;
};
const cls = (base: string, extra: string | undefined): string =>
  ` class="${base}${extra === undefined ? '' : ` ${h(extra)}`}"`;

/** Renders a heat map as inline SVG: row labels left, column labels slanted on top, one titled rect per cell. */
export function heatMapSvg(map: HeatMap): string {
  const left = Math.max(...map.rows.map((r) => clip(r.label).length), 4) * CHAR + 12;
  const top = Math.ceil(Math.max(...map.cols.map((c) => clip(c.label).length), 4) * CHAR * Math.SQRT1_2) + 14;
  const width = left + map.cols.length * CELL + top;
  const height = top + map.rows.length * CELL + 4;
  const parts: string[] = [];
  map.cols.forEach((c, j) => {
    const x = left + j * CELL + CELL / 2;
    parts.push(
      `<text${cls('col-label', c.cls)} transform="translate(${x},${top - 6}) rotate(-45)">${h(clip(c.label))}<title>${h(c.label)}</title></text>`,
    );
  });
  map.rows.forEach((r, i) => {
    const y = top + i * CELL;
    parts.push(
      `<text${cls('row-label', r.cls)} x="${left - 8}" y="${y + CELL / 2 + 4}" text-anchor="end">${h(clip(r.label))}<title>${h(r.label)}</title></text>`,
    );
    map.cols.forEach((_, j) => {
      const cell = map.cell(i, j);
      const x = left + j * CELL;
      const stroke = cell.marked ? ' stroke="#c62828" stroke-width="2.5"' : ' stroke="#fff" stroke-width="1"';
      parts.push(
        `<g class="cell${cell.marked ? ' marked' : ''}"><rect x="${x + 1}" y="${y + 1}" width="${CELL - 2}" height="${CELL - 2}" rx="3" fill="${h(cell.fill)}"${stroke}/>`,
      );
      if (cell.text !== undefined)
        parts.push(
          `<text class="cell-text" x="${x + CELL / 2}" y="${y + CELL / 2 + 4}" text-anchor="middle" fill="${cell.dark ? '#fff' : '#1f2933'}">${h(cell.text)}</text>`,
        );
      parts.push(`<title>${h(cell.title)}</title></g>`);
    });
  });
  return `<figure class="heatmap"><svg id="${h(map.id)}" class="heatmap-svg" role="img" aria-label="${h(map.caption)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg">${parts.join('')}</svg><figcaption>${h(map.caption)}</figcaption></figure>`;
}
