import type { JsonValue } from '../../reference/model/index.js';

/** A pair of indexes: the same tool on the expected and the actual side. */
export interface ToolPair {
  readonly expected: number;
  readonly actual: number;
}

/** A tool's name when it has a string one. */
export const nameOf = (tool: JsonValue | undefined): string | undefined =>
  tool !== null && typeof tool === 'object' && !Array.isArray(tool) && typeof tool['name'] === 'string'
    ? tool['name']
    : undefined;

/** `name#k` for the k-th tool of that name, `#k` for the k-th unnamed one: duplicates and unnamed pair by position. */
function keys(tools: readonly JsonValue[]): string[] {
  const seen = new Map<string, number>();
  return tools.map((tool) => {
    const base = nameOf(tool) ?? '';
    const k = seen.get(base) ?? 0;
    seen.set(base, k + 1);
    return `${base}#${k}`;
  });
}

/** Pairs tools by name (then by occurrence), and returns the tools left unpaired on each side. */
export function matchTools(expected: readonly JsonValue[], actual: readonly JsonValue[]) {
  const actualAt = new Map(keys(actual).map((key, i) => [key, i]));
  const pairs: ToolPair[] = [];
  keys(expected).forEach((key, i) => {
    const j = actualAt.get(key);
    if (j === undefined) return;
    pairs.push({ expected: i, actual: j });
    actualAt.delete(key);
  });
  const pairedActual = new Set(pairs.map((p) => p.actual));
  const pairedExpected = new Set(pairs.map((p) => p.expected));
  return {
    pairs,
    removed: expected.map((_, i) => i).filter((i) => !pairedExpected.has(i)),
    added: actual.map((_, j) => j).filter((j) => !pairedActual.has(j)),
  };
}

/**
 * The pairs that keep their relative order (a longest increasing run of actual indexes); every other pair
 * moved. One inserted or removed tool shifts positions but moves nothing.
 */
export function stayingPairs(pairs: readonly ToolPair[]): Set<ToolPair> {
  const sorted = [...pairs].sort((a, b) => a.expected - b.expected);
  const best: number[] = sorted.map(() => 1);
  const prev: number[] = sorted.map(() => -1);
  for (let i = 0; i < sorted.length; i++)
    for (let k = 0; k < i; k++)
      if ((sorted[k]?.actual ?? 0) < (sorted[i]?.actual ?? 0) && (best[k] ?? 0) + 1 > (best[i] ?? 0)) {
        best[i] = (best[k] ?? 0) + 1;
        prev[i] = k;
      }
  let end = best.indexOf(Math.max(0, ...best));
  const staying = new Set<ToolPair>();
  while (end >= 0) {
    const pair = sorted[end];
    if (pair !== undefined) staying.add(pair);
    end = prev[end] ?? -1;
  }
  return staying;
}
