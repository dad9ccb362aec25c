import type { DifferenceField, JsonValue, ParityDifference, ToolDescriptor } from 'a34-verify';
import { deepFreeze, readOnce, step } from './json.js';

/** The request's tools read once: equal to the expectation (the snapshot to dispatch), or the first difference. */
export type ParityResult =
  | { readonly equal: true; readonly snapshot: readonly ToolDescriptor[] }
  | { readonly equal: false; readonly difference: ParityDifference };

type Found = { path: string; expected: JsonValue | '<absent>'; actual: JsonValue | '<absent>'; reason: string };
const kind = (v: JsonValue): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** First difference in a fixed walk: arrays by index, objects by sorted key (key order is not significant). */
function diff(expected: JsonValue, actual: JsonValue, path: string): Found | undefined {
  if (expected === actual) return undefined;
  if (kind(expected) !== kind(actual))
    return { path, expected, actual, reason: `${kind(expected)} became ${kind(actual)}` };
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.min(expected.length, actual.length); i++) {
      const found = diff(expected[i] as JsonValue, actual[i] as JsonValue, step(path, i));
      if (found) return found;
    }
    const i = Math.min(expected.length, actual.length);
    if (expected.length === actual.length) return undefined;
    const removed = expected.length > actual.length;
    return {
      path: step(path, i),
      expected: removed ? (expected[i] as JsonValue) : '<absent>',
      actual: removed ? '<absent>' : (actual[i] as JsonValue),
      reason: removed ? 'item removed' : 'item added',
    };
  }
  if (typeof expected === 'object' && typeof actual === 'object' && expected !== null && actual !== null) {
    const e = expected as Record<string, JsonValue>;
    const a = actual as Record<string, JsonValue>;
    // Keys in reverse code-unit order: any fixed order is lawful, so long as key insertion order cannot change it.
    for (const key of [...new Set([...Object.keys(e), ...Object.keys(a)])].sort().reverse()) {
      if (!Object.hasOwn(a, key))
        return { path: step(path, key), expected: e[key] as JsonValue, actual: '<absent>', reason: 'property removed' };
      if (!Object.hasOwn(e, key))
        return { path: step(path, key), expected: '<absent>', actual: a[key] as JsonValue, reason: 'property added' };
      const found = diff(e[key] as JsonValue, a[key] as JsonValue, step(path, key));
      if (found) return found;
    }
    return undefined;
  }
  return { path, expected, actual, reason: 'value differs' };
}

/** What `root` holds at one of this file's own paths (`$[1].a["b c"]`), or `<absent>`: the expected side of a lie. */
function valueAt(root: unknown, path: string): JsonValue | '<absent>' {
  let at: unknown = root;
  for (const m of path.slice(1).matchAll(/\[(\d+)\]|\.([^.[]+)|\[("(?:[^"\\]|\\.)*")\]/g)) {
    const key = m[1] !== undefined ? Number(m[1]) : (m[2] ?? (JSON.parse(m[3] ?? '""') as string));
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return '<absent>';
    at = (at as Record<string | number, unknown>)[key];
  }
  return at as JsonValue;
}

/** A slot that holds no list: its JSON value when it has one (`null`, a string), else `<unreadable>`. */
const heldValue = (value: unknown): JsonValue | '<unreadable>' =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value) && !Object.is(value, -0))
    ? value
    : '<unreadable>';

const FIELDS: readonly string[] = ['name', 'description', 'inputSchema', 'annotations'];
const fieldOf = (path: string, index: number): DifferenceField => {
  const rest = path.slice(`$[${index}]`.length);
  if (rest === '') return 'tool';
  const key = /^\.([^.[]+)|^\["/.exec(rest)?.[1];
  return key !== undefined && FIELDS.includes(key) ? (key as DifferenceField) : 'other';
};

/** Parity of whatever the request holds against the expected logical surface: count, order, every nested field. */
export function checkParity(expected: readonly ToolDescriptor[], requestTools: unknown): ParityResult {
  const read = readOnce(requestTools);
  if (!read.ok || !Array.isArray(read.value)) {
    const path = read.ok ? '$' : read.path;
    const toolIndex = Number(/^\$\[(\d+)\]/.exec(path)?.[1] ?? -1);
    // The expected side says what the expectation holds there; the request side what it holds, if JSON can say it.
    return {
      equal: false,
      difference: {
        toolIndex,
        field: 'surface',
        path,
        expected: read.ok ? [...expected] : valueAt(expected, path),
        actual: read.ok ? heldValue(read.value) : '<unreadable>',
        reason: read.ok ? 'tool list is not an array' : read.reason,
      },
    };
  }
  const actual = read.value;
  for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
    if (i >= expected.length || i >= actual.length) {
      const added = i >= expected.length;
      return {
        equal: false,
        difference: {
          toolIndex: i,
          field: 'tool',
          path: step('$', i),
          expected: added ? '<absent>' : (expected[i] as ToolDescriptor),
          actual: added ? (actual[i] as JsonValue) : '<absent>',
          reason: `tool ${added ? 'added' : 'removed'}: expected ${expected.length} tools, got ${actual.length}`,
        },
      };
    }
    const found = diff(expected[i] as ToolDescriptor, actual[i] as JsonValue, step('$', i));
    if (found) return { equal: false, difference: { toolIndex: i, field: fieldOf(found.path, i), ...found } };
  }
  // Cast: proven equal to the expected descriptors just above, so the read list is one.
  return { equal: true, snapshot: deepFreeze(actual as unknown as ToolDescriptor[]) };
}

/** Summary lines read once: equal to the expected lines (the lines to send), or the first difference. */
export type SummaryResult =
  | { readonly equal: true; readonly lines: readonly string[] }
  | { readonly equal: false; readonly difference: ParityDifference };

/** Parity of the Entry summary the request holds (absent: no lines) against the lines owners' facts give. */
export function checkSummary(expected: readonly string[], summary: unknown): SummaryResult {
  // Only an absent summary is an empty one: `null` is a slot holding no list (A34-SPEC §4).
  const read = readOnce(summary === undefined ? [] : summary);
  if (read.ok && Array.isArray(read.value)) {
    const found = diff(expected as JsonValue[], read.value, '$.entrySummary');
    if (found === undefined) return { equal: true, lines: expected };
    return { equal: false, difference: { toolIndex: -1, field: 'entrySummary', ...found } };
  }
  // A lie inside the list is reported where the reader stopped; a slot that is no list, by what it holds.
  const at = read.ok ? '$.entrySummary' : read.path.replace(/^\$/, '$.entrySummary');
  const lines = [...expected];
  return {
    equal: false,
    difference: {
      toolIndex: -1,
      field: 'entrySummary',
      path: at,
      expected: read.ok ? lines : valueAt({ entrySummary: lines }, at),
      actual: read.ok ? heldValue(read.value) : '<unreadable>',
      reason: read.ok ? 'the summary is not a list' : read.reason,
    },
  };
}
