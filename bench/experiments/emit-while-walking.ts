// EXPERIMENT (bench only, not used by src/): the issue's idea, one walk that validates, compares and emits the bytes.
import { types } from 'node:util';
import type { JsonValue, ToolDescriptor } from '../../src/reference/model/index.js';
import { MAX_DEPTH } from '../../src/reference/parity/read-surface.js';
import type { Baseline } from '../../src/reference/surface/baseline.js';
import { createNameMap, SAFE_NAME_RULES } from '../../src/reference/wire/index.js';
import { lockstepEqual } from '../../src/reference/parity/lockstep-equal.js';

const { isProxy } = types;
const { getOwnPropertyDescriptor, getPrototypeOf, hasOwn, keys } = Object;
const quote = (text: string): string => JSON.stringify(text);

/** JSON text of `actual` when it is lie-free and equal to `expected` (same checks as lockstepEqual), else undefined. */
function emit(expected: JsonValue, actual: unknown, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (typeof actual !== 'object' || actual === null) {
    if (actual !== expected || (actual === 0 && 1 / actual < 0)) return undefined;
    return typeof actual === 'string' ? quote(actual) : String(actual);
  }
  if (typeof expected !== 'object' || expected === null || isProxy(actual)) return undefined;
  const isArray = Array.isArray(actual);
  const proto: unknown = getPrototypeOf(actual);
  if (
    isArray !== Array.isArray(expected) ||
    (isArray ? proto !== Array.prototype : proto !== Object.prototype && proto !== null)
  )
    return undefined;
  const own = Reflect.ownKeys(actual);
  if (own.length !== (isArray ? (expected as JsonValue[]).length + 1 : keys(expected).length)) return undefined;
  let out = isArray ? '[' : '{';
  let first = true;
  for (const key of own) {
    if (isArray && key === 'length') continue;
    if (typeof key !== 'string' || !hasOwn(expected, key)) return undefined;
    const d = getOwnPropertyDescriptor(actual, key);
    if (d === undefined || d.enumerable !== true || !('value' in d)) return undefined;
    const part = emit((expected as Record<string, JsonValue>)[key] as JsonValue, d.value, depth + 1);
    if (part === undefined) return undefined;
    out += `${first ? '' : ','}${isArray ? '' : `${quote(key)}:`}${part}`;
    first = false;
  }
  return out + (isArray ? ']' : '}');
}

/** One openai-chat entry, the schema emitted while it is compared; the other fields only compared. */
function emitTool(expected: ToolDescriptor, actual: unknown, wireName: string): string | undefined {
  if (typeof actual !== 'object' || actual === null || Array.isArray(actual) || isProxy(actual)) return undefined;
  const proto: unknown = getPrototypeOf(actual);
  const own = Reflect.ownKeys(actual);
  if ((proto !== Object.prototype && proto !== null) || own.length !== keys(expected).length) return undefined;
  let parameters: string | undefined;
  for (const key of own) {
    if (typeof key !== 'string' || !hasOwn(expected, key)) return undefined;
    const d = getOwnPropertyDescriptor(actual, key);
    if (d === undefined || d.enumerable !== true || !('value' in d)) return undefined;
    const want = (expected as Readonly<Record<string, JsonValue>>)[key] as JsonValue;
    if (key === 'inputSchema') parameters = emit(want, d.value, 2);
    else if (!lockstepEqual(want, d.value, 2)) return undefined;
  }
  if (parameters === undefined) return undefined;
  return `{"type":"function","function":{"name":${quote(wireName)},"description":${quote(expected.description)},"parameters":${parameters}}}`;
}

/** The openai-chat body bytes when `actual` is proven equal to `expected`; undefined sends the caller to the reference. */
export function emitWhileWalking(expected: Baseline, actual: unknown): string | undefined {
  if (
    !Array.isArray(actual) ||
    isProxy(actual) ||
    getPrototypeOf(actual) !== Array.prototype ||
    actual.length !== expected.length
  )
    return undefined;
  if (Reflect.ownKeys(actual).length !== actual.length + 1) return undefined;
  if (expected.length === 0) return '{}';
  const map = createNameMap(
    expected.map((tool) => tool.name),
    SAFE_NAME_RULES,
  );
  let out = '{"tools":[';
  for (let i = 0; i < expected.length; i++) {
    const d = getOwnPropertyDescriptor(actual, i);
    const tool = expected[i] as ToolDescriptor;
    const entry =
      d && d.enumerable === true && 'value' in d ? emitTool(tool, d.value, map.toWire(tool.name)) : undefined;
    if (entry === undefined) return undefined;
    out += `${i === 0 ? '' : ','}${entry}`;
  }
  return `${out}]}`;
}
