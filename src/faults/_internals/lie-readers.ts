import { types } from 'node:util';
import type { JsonValue, ToolDescriptor } from '../../reference/model/index.js';
import { unreadableVerdict } from '../../reference/parity/check.js';
import { compareSurfaces } from '../../reference/parity/compare.js';
import { childPath } from '../../reference/parity/json-path.js';
import { readSurface } from '../../reference/parity/read-surface.js';
import type { ParityCheck, ParityContext } from '../../reference/pipeline/parts.js';

/** The strict check of a value the faulty part prepared: read once, compare, dispatch what was read. */
export function parityOf(expected: readonly ToolDescriptor[], value: unknown): ParityCheck {
  const read = readSurface(value);
  if (!read.ok) return { verdict: unreadableVerdict(read), snapshot: undefined };
  return { verdict: compareSurfaces(expected, read.tools), snapshot: read.tools };
}

/** A check that failed closed because the faulty snapshot step threw. */
export const threwVerdict = (error: unknown): ParityCheck => ({
  verdict: unreadableVerdict({
    ok: false,
    path: '$',
    reason: `snapshot failed: ${error instanceof Error ? error.message : String(error)}`,
  }),
  snapshot: undefined,
});

/** Final parity over a faulty `copy` of the request's tools; a copy that throws fails closed. */
export const copiedParity =
  (copy: (tools: unknown) => unknown) =>
  (context: ParityContext): ParityCheck => {
    try {
      return parityOf(context.expected, copy(context.request.tools));
    } catch (error) {
      return threwVerdict(error);
    }
  };

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/** A copy that keeps every lie (prototype, accessors, symbols, flags, proxies) but reads numbers as JSON does. */
export function jsonNumbers(value: unknown, ancestors = new Set<object>()): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value + 0 : null;
  if (!isObject(value) || types.isProxy(value) || ancestors.has(value)) return value;
  ancestors.add(value);
  const copy: object = Array.isArray(value)
    ? new Array<unknown>(value.length)
    : Object.create(Object.getPrototypeOf(value) as object | null);
  if (Array.isArray(value)) Object.setPrototypeOf(copy, Object.getPrototypeOf(value) as object | null);
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key) as PropertyDescriptor;
    if (key === 'length' && Array.isArray(value)) continue;
    Object.defineProperty(
      copy,
      key,
      'value' in descriptor ? { ...descriptor, value: jsonNumbers(descriptor.value, ancestors) } : descriptor,
    );
  }
  ancestors.delete(value);
  return copy;
}

/** Rebuilds plain JSON with `out[key] = value`, as a hand-rolled copy does: `__proto__` turns into a prototype. */
export function assignedCopy(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(assignedCopy);
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: JsonValue } = {};
  for (const key of Object.keys(value)) out[key] = assignedCopy(value[key] as JsonValue);
  return out;
}

/** The first object met a second time anywhere (not only on the current path), skipping lies the reader catches. */
export function firstRevisit(value: unknown, path: string, seen: Set<object>): string | undefined {
  if (!isObject(value) || types.isProxy(value)) return undefined;
  if (seen.has(value)) return path;
  seen.add(value);
  for (const key of Object.keys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    const at = childPath(path, Array.isArray(value) ? Number(key) : key);
    const found =
      descriptor !== undefined && 'value' in descriptor ? firstRevisit(descriptor.value, at, seen) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}
