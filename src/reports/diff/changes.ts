import type { JsonValue } from '../../reference/model/index.js';

/** A value on one side of a difference, or its absence there. */
export type Side = JsonValue | '<absent>';

/** One field of one tool differs: `path` is relative to the tool (`inputSchema.properties.q.type`). */
export interface FieldChange {
  readonly kind: 'field';
  /** The tool's name on the actual side (after a rename), or `#i` for a tool without a string name. */
  readonly tool: string;
  readonly index: number;
  readonly path: string;
  readonly expected: Side;
  readonly actual: Side;
}

/** How one tool list differs from another, one change at a time, in words a reader acts on. */
export type SurfaceChange =
  | { readonly kind: 'added'; readonly tool: string; readonly index: number }
  | { readonly kind: 'removed'; readonly tool: string; readonly index: number }
  | { readonly kind: 'renamed'; readonly from: string; readonly to: string; readonly index: number }
  | { readonly kind: 'moved'; readonly tool: string; readonly from: number; readonly to: number }
  | FieldChange
  | { readonly kind: 'unreadable'; readonly side: 'expected' | 'actual' };

/** One row of the diff view: a tool on both sides (or one), with what changed about it. */
export interface ToolRow {
  readonly status: 'same' | 'added' | 'removed' | 'changed';
  readonly name: string;
  readonly expectedIndex: number | undefined;
  readonly actualIndex: number | undefined;
  readonly expected: JsonValue | undefined;
  readonly actual: JsonValue | undefined;
  readonly changes: readonly SurfaceChange[];
}

/** Rows in order, with a run of more than two unchanged tools rendered as one `folded` line. */
export function foldUnchanged(
  rows: readonly ToolRow[],
  render: (row: ToolRow) => string,
  folded: (count: number) => string,
): string[] {
  const out: string[] = [];
  let same: ToolRow[] = [];
  const flush = (): void => {
    if (same.length > 2) out.push(folded(same.length));
    else out.push(...same.map(render));
    same = [];
  };
  for (const row of rows) {
    if (row.status === 'same') same.push(row);
    else {
      flush();
      out.push(render(row));
    }
  }
  flush();
  return out;
}

/** The semantic diff of two tool lists: the changes in order, and a row per tool for views. */
export interface SurfaceDiff {
  readonly changes: readonly SurfaceChange[];
  readonly rows: readonly ToolRow[];
  /** Tools on each side; undefined when only the first difference was recorded, not the lists. */
  readonly expectedCount: number | undefined;
  readonly actualCount: number | undefined;
}
