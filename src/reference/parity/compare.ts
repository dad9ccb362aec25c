import { compareCodeUnits } from '../json/compare-keys.js';
import type { DifferenceField, JsonValue, ParityDifference, ParityVerdict, ToolDescriptor } from '../model/index.js';
import { jsonEqual } from './json-equal.js';
import { childPath } from './json-path.js';

type Found = { path: string; expected: JsonValue | '<absent>'; actual: JsonValue | '<absent>'; reason: string };

const kindOf = (value: JsonValue): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** First difference in walk order: arrays by index then length; object keys in code-unit order. */
export function firstJsonDifference(expected: JsonValue, actual: JsonValue, path: string): Found | undefined {
  if (expected === actual) return undefined;
  const kind = kindOf(expected);
  if (kind !== kindOf(actual)) return { path, expected, actual, reason: `type ${kind} became ${kindOf(actual)}` };
  if (kind === 'array') return firstArrayDifference(expected as JsonValue[], actual as JsonValue[], path);
  if (kind === 'object')
    return firstObjectDifference(expected as Record<string, JsonValue>, actual as Record<string, JsonValue>, path);
  return { path, expected, actual, reason: 'value differs' };
}

function firstArrayDifference(
  expected: readonly JsonValue[],
  actual: readonly JsonValue[],
  path: string,
): Found | undefined {
  const shared = Math.min(expected.length, actual.length);
  for (let i = 0; i < shared; i++) {
    const found = firstJsonDifference(expected[i] as JsonValue, actual[i] as JsonValue, childPath(path, i));
    if (found) return found;
  }
  if (expected.length === actual.length) return undefined;
  const at = childPath(path, shared);
  return expected.length > actual.length
    ? { path: at, expected: expected[shared] as JsonValue, actual: '<absent>', reason: 'array item removed' }
    : { path: at, expected: '<absent>', actual: actual[shared] as JsonValue, reason: 'array item added' };
}

const has = (o: object, key: string): boolean => Object.hasOwn(o, key);

function firstObjectDifference(
  expected: Record<string, JsonValue>,
  actual: Record<string, JsonValue>,
  path: string,
): Found | undefined {
  // Key order is not significant: walk the union of keys in one fixed order.
  const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort(compareCodeUnits);
  for (const key of keys) {
    const at = childPath(path, key);
    if (!has(actual, key))
      return { path: at, expected: expected[key] as JsonValue, actual: '<absent>', reason: 'property removed' };
    if (!has(expected, key))
      return { path: at, expected: '<absent>', actual: actual[key] as JsonValue, reason: 'property added' };
    const found = firstJsonDifference(expected[key] as JsonValue, actual[key] as JsonValue, at);
    if (found) return found;
  }
  return undefined;
}

/** Descriptor fields in the order parity reports them; anything else follows in key order. */
const FIELD_ORDER = ['name', 'description', 'inputSchema', 'annotations'] as const;

function fieldOf(key: string): DifferenceField {
  return (FIELD_ORDER as readonly string[]).includes(key) ? (key as DifferenceField) : 'other';
}

function firstToolDifference(expected: ToolDescriptor, actual: JsonValue, index: number): ParityDifference | undefined {
  const at = childPath('$', index);
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) {
    return {
      toolIndex: index,
      field: 'tool',
      path: at,
      expected,
      actual,
      reason: 'tool is not an object',
    };
  }
  const exp: Readonly<Record<string, JsonValue>> = expected;
  const rest = [...new Set([...Object.keys(exp), ...Object.keys(actual)])]
    .filter((k) => fieldOf(k) === 'other')
    .sort(compareCodeUnits);
  for (const key of [...FIELD_ORDER, ...rest]) {
    const inExp = has(exp, key);
    const inAct = has(actual, key);
    if (!inExp && !inAct) continue;
    const path = childPath(at, key);
    const found = !inAct
      ? { path, expected: exp[key] as JsonValue, actual: '<absent>' as const, reason: 'property removed' }
      : !inExp
        ? { path, expected: '<absent>' as const, actual: actual[key] as JsonValue, reason: 'property added' }
        : firstJsonDifference(exp[key] as JsonValue, actual[key] as JsonValue, path);
    if (found) return { toolIndex: index, field: fieldOf(key), ...found };
  }
  return undefined;
}

/** The walk that names the first difference; paid for only from the first unequal tool on. */
export function firstSurfaceDifference(
  expected: readonly ToolDescriptor[],
  actual: readonly JsonValue[],
): ParityVerdict {
  const shared = Math.min(expected.length, actual.length);
  for (let i = 0; i < shared; i++) {
    const difference = firstToolDifference(expected[i] as ToolDescriptor, actual[i] as JsonValue, i);
    if (difference) return { equal: false, difference };
  }
  if (expected.length === actual.length) return { equal: true };
  const path = childPath('$', shared);
  const difference: ParityDifference =
    expected.length > actual.length
      ? {
          toolIndex: shared,
          field: 'tool',
          path,
          expected: expected[shared] as ToolDescriptor,
          actual: '<absent>',
          reason: `tool removed: expected ${expected.length} tools, got ${actual.length}`,
        }
      : {
          toolIndex: shared,
          field: 'tool',
          path,
          expected: '<absent>',
          actual: actual[shared] as JsonValue,
          reason: `tool added: expected ${expected.length} tools, got ${actual.length}`,
        };
  return { equal: false, difference };
}

/** Compares two readable logical surfaces: count, order, and every field to the last nested value. */
export function compareSurfaces(expected: readonly ToolDescriptor[], actual: readonly JsonValue[]): ParityVerdict {
  const shared = Math.min(expected.length, actual.length);
  let i = 0;
  while (i < shared && jsonEqual(expected[i] as ToolDescriptor, actual[i] as JsonValue)) i++;
  if (i === shared && expected.length === actual.length) return { equal: true };
  // Tools proven equal are replaced by the expected ones, so the naming walk skips them by identity.
  return firstSurfaceDifference(expected, [...expected.slice(0, i), ...actual.slice(i)]);
}
