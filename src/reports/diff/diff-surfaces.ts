import type { JsonValue } from '../../reference/model/index.js';
import type { FieldChange, SurfaceChange, SurfaceDiff, ToolRow } from './changes.js';
import { jsonChanges } from './field-changes.js';
import { matchTools, nameOf, stayingPairs, type ToolPair } from './match-tools.js';

const label = (tool: JsonValue | undefined, index: number): string => nameOf(tool) ?? `#${index}`;
const withoutName = (tool: JsonValue | undefined): JsonValue | undefined =>
  tool !== null && typeof tool === 'object' && !Array.isArray(tool)
    ? Object.fromEntries(Object.entries(tool).filter(([k]) => k !== 'name'))
    : tool;

/** Field changes of one tool, paths relative to the tool (`inputSchema.properties.q.type`). */
function fieldChanges(e: JsonValue, a: JsonValue, tool: string, index: number, skipName: boolean): FieldChange[] {
  return jsonChanges(e, a, '')
    .map(({ path, expected, actual }) => ({
      kind: 'field' as const,
      tool,
      index,
      path: path.startsWith('.') ? path.slice(1) : path === '' ? '(the whole tool)' : path,
      expected,
      actual,
    }))
    .filter((c) => !(skipName && c.path === 'name'));
}

/**
 * Pairs tools left over after name matching: first a removed and an added tool with the same content
 * apart from the name (a rename, wherever it moved), then the ones standing at the same position.
 */
function pairRenames(expected: readonly JsonValue[], actual: readonly JsonValue[], removed: number[], added: number[]) {
  const renames: ToolPair[] = [];
  const take = (fits: (i: number, j: number) => boolean): void => {
    for (const i of [...removed]) {
      const j = added.find((a) => fits(i, a));
      if (j === undefined) continue;
      renames.push({ expected: i, actual: j });
      removed.splice(removed.indexOf(i), 1);
      added.splice(added.indexOf(j), 1);
    }
  };
  const same = (i: number, j: number): boolean =>
    JSON.stringify(sortKeys(withoutName(expected[i]))) === JSON.stringify(sortKeys(withoutName(actual[j])));
  take(same);
  take((i, j) => i === j);
  return renames;
}

const sortKeys = (v: JsonValue | undefined): JsonValue | undefined =>
  v === null || typeof v !== 'object'
    ? v
    : Array.isArray(v)
      ? v.map((x) => sortKeys(x) ?? null)
      : Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortKeys(v[k]) ?? null]),
        );

/**
 * The semantic diff of an expected and an actual tool list. Tools are matched by name (duplicates and
 * unnamed tools by occurrence); what is left becomes renames, removals and additions; matched tools out
 * of their relative order are moves; every matched tool contributes its field changes at JSON paths.
 */
export function diffSurfaces(expected: readonly JsonValue[], actual: readonly JsonValue[]): SurfaceDiff {
  const { pairs, removed, added } = matchTools(expected, actual);
  const renames = pairRenames(expected, actual, removed, added);
  const staying = stayingPairs(pairs);
  const rows: ToolRow[] = [];
  const changes: SurfaceChange[] = [];
  const rowOf = (pair: ToolPair, renamed: boolean): void => {
    const [e, a] = [expected[pair.expected] ?? null, actual[pair.actual] ?? null];
    const tool = label(a, pair.actual);
    const own: SurfaceChange[] = [];
    if (renamed) own.push({ kind: 'renamed', from: label(e, pair.expected), to: tool, index: pair.actual });
    if (!staying.has(pair) && !renamed) own.push({ kind: 'moved', tool, from: pair.expected, to: pair.actual });
    own.push(...fieldChanges(e, a, tool, pair.actual, renamed));
    rows.push({
      status: own.length === 0 ? 'same' : 'changed',
      name: tool,
      expectedIndex: pair.expected,
      actualIndex: pair.actual,
      expected: e,
      actual: a,
      changes: own,
    });
  };
  for (const pair of pairs) rowOf(pair, false);
  for (const pair of renames) rowOf(pair, true);
  for (const i of removed) rows.push(oneSidedRow('removed', expected, i));
  for (const j of added) rows.push(oneSidedRow('added', actual, j));
  // Rows in reading order: by actual position, a removed tool where it stood in the expected list.
  rows.sort((x, y) => position(x) - position(y) || (x.expectedIndex ?? 0) - (y.expectedIndex ?? 0));
  for (const row of rows) changes.push(...row.changes);
  return { changes, rows, expectedCount: expected.length, actualCount: actual.length };
}

/** The row of a tool only one side has: `removed` from the expected list, or `added` to the actual one. */
function oneSidedRow(kind: 'removed' | 'added', side: readonly JsonValue[], index: number): ToolRow {
  const name = label(side[index], index);
  const change: SurfaceChange = { kind, tool: name, index };
  const [tool, removed] = [side[index] ?? null, kind === 'removed'];
  return {
    status: kind,
    name,
    expectedIndex: removed ? index : undefined,
    actualIndex: removed ? undefined : index,
    expected: removed ? tool : undefined,
    actual: removed ? undefined : tool,
    changes: [change],
  };
}

const position = (row: ToolRow): number => row.actualIndex ?? (row.expectedIndex ?? 0) - 0.5;
