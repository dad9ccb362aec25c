import { compareCodeUnits } from '../../reference/json/compare-keys.js';
import { childPath } from '../../reference/parity/json-path.js';
import { visibleJson } from '../visible.js';

/** Where one JSON node sits in the pretty-printed text: its first and last line (0-based) and its value. */
export interface NodeSpan {
  readonly start: number;
  readonly end: number;
  readonly value: unknown;
}

/** Pretty-printed JSON, one entry per line, and the span of every node keyed by its JSONPath. */
export interface JsonLines {
  readonly lines: readonly string[];
  readonly spans: ReadonlyMap<string, NodeSpan>;
}

const isContainer = (v: unknown): v is object => typeof v === 'object' && v !== null;
const dropped = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/**
 * Pretty-prints like `JSON.stringify(value, null, 2)` with non-ASCII escaped, and records the lines of each
 * node under the same JSONPath spelling parity uses. Object keys are sorted: key order is not significant
 * for parity (A34-SPEC §5), and sorted keys line the two sides of a diff up. `root` names the value's own path.
 */
export function prettyJsonLines(value: unknown, root = '$'): JsonLines {
  const lines: string[] = [];
  const spans = new Map<string, NodeSpan>();
  const open = new Set<object>();
  const write = (v: unknown, path: string, indent: string, prefix: string, comma: string): void => {
    const start = lines.length;
    const entries =
      !isContainer(v) || open.has(v)
        ? undefined
        : Array.isArray(v)
          ? v.map((item, i) => [i, item] as const)
          : Object.keys(v)
              .sort(compareCodeUnits)
              .map((k) => [k, (v as Record<string, unknown>)[k]] as const)
              .filter(([, item]) => !dropped(item));
    if (entries === undefined || entries.length === 0) {
      lines.push(`${indent}${prefix}${scalar(v, open)}${comma}`);
    } else {
      const [first, last] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
      lines.push(`${indent}${prefix}${first}`);
      open.add(v as object);
      entries.forEach(([key, item], i) => {
        const label = typeof key === 'number' ? '' : `${visibleJson(key)}: `;
        write(item, childPath(path, key), `${indent}  `, label, i < entries.length - 1 ? ',' : '');
      });
      open.delete(v as object);
      lines.push(`${indent}${last}${comma}`);
    }
    spans.set(path, { start, end: lines.length - 1, value: v });
  };
  write(value, root, '', '', '');
  return { lines, spans };
}

function scalar(v: unknown, open: ReadonlySet<object>): string {
  if (isContainer(v)) return open.has(v) ? '"<cycle>"' : Array.isArray(v) ? '[]' : '{}';
  if (typeof v === 'bigint') return `${v}n`;
  return dropped(v) ? 'null' : visibleJson(v);
}

/** The span of `path`, or of its nearest recorded ancestor when the node is absent on this side. */
export function locate(
  json: JsonLines,
  path: string,
): { readonly span: NodeSpan; readonly exact: boolean } | undefined {
  const exact = json.spans.get(path);
  if (exact !== undefined) return { span: exact, exact: true };
  let best: string | undefined;
  for (const candidate of json.spans.keys()) {
    const isAncestor = path.startsWith(candidate) && (path[candidate.length] === '.' || path[candidate.length] === '[');
    if (isAncestor && candidate.length > (best?.length ?? -1)) best = candidate;
  }
  const span = best === undefined ? undefined : json.spans.get(best);
  return span === undefined ? undefined : { span, exact: false };
}
