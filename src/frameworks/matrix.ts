import type { CellResult } from './discover.js';
import type { FrameworkTarget } from './target.js';

/** What the published matrix needs of one lane run (a `frameworks.json`). */
export interface MatrixLane {
  readonly lane: string;
  readonly targets: readonly Pick<FrameworkTarget, 'id' | 'framework' | 'version' | 'provider' | 'via'>[];
  readonly cells: readonly Pick<CellResult, 'target' | 'property' | 'discovered' | 'error' | 'exhausted'>[];
}

/** One row of the matrix: a framework (as built: by hand or through MCP, guarded or not) talking to one provider. */
export interface MatrixRow {
  readonly lane: string;
  readonly framework: string;
  readonly version: string;
  readonly via: string;
  readonly provider: string;
  readonly target: string;
  /** Per property, in the order of the properties given: a one-line summary of the cell. */
  readonly cells: readonly MatrixCell[];
}

export type MatrixCell =
  | { readonly kind: 'holds' }
  | { readonly kind: 'findings'; readonly codes: readonly string[]; readonly more: boolean }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'not-run' };

const SHOWN = 3;

/** `holds`, `3 findings: a, b, c, …`, `ERROR: …` or `–`: the one-line summary of a cell. */
export function summarize(cell: MatrixCell): string {
  switch (cell.kind) {
    case 'holds':
      return 'holds';
    case 'not-run':
      return '–';
    case 'error':
      return `ERROR: ${cell.message.split('\n')[0] ?? ''}`;
    case 'findings': {
      const n = cell.codes.length;
      const shown = cell.codes.slice(0, SHOWN).join(', ');
      const rest = n > SHOWN ? ', …' : '';
      return `${n}${cell.more ? '+' : ''} finding${n === 1 ? '' : 's'}: ${shown}${rest}`;
    }
  }
}

function cellOf(lane: MatrixLane, target: string, property: string): MatrixCell {
  const cell = lane.cells.find((c) => c.target === target && c.property === property);
  if (cell === undefined) return { kind: 'not-run' };
  if (cell.error !== undefined) return { kind: 'error', message: cell.error };
  if (cell.discovered.length === 0) return { kind: 'holds' };
  return { kind: 'findings', codes: cell.discovered.map((d) => d.finding.code), more: cell.exhausted };
}

/** The rows of every lane, sorted framework, provider, target: framework × provider × property. */
export function matrixRows(lanes: readonly MatrixLane[], properties: readonly string[]): MatrixRow[] {
  const rows = lanes.flatMap((lane) =>
    lane.targets.map((t) => ({
      lane: lane.lane,
      framework: t.framework,
      version: t.version,
      via: t.via,
      provider: t.provider,
      target: t.id,
      cells: properties.map((p) => cellOf(lane, t.id, p)),
    })),
  );
  const key = (r: MatrixRow): string => `${r.framework}\u0000${r.provider}\u0000${r.target}`;
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
