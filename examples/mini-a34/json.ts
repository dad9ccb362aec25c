import { types } from 'node:util';
import type { JsonValue } from 'a34-verify';

/** A value read once, as plain JSON, or where and why it could not be. */
export type Read =
  | { readonly ok: true; readonly value: JsonValue }
  | { readonly ok: false; readonly path: string; readonly reason: string };

const MAX_DEPTH = 1_000;

/** `$.a`, `$["odd key"]`, `$[3]`. */
export const step = (path: string, key: string | number): string =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z_$][\w$]*$/.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;

class Refused extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(reason);
  }
}

/** One own data property, read through its descriptor so no getter ever runs. */
function own(holder: object, key: string, path: string): unknown {
  const d = Object.getOwnPropertyDescriptor(holder, key);
  if (d === undefined || !('value' in d) || d.enumerable !== true)
    throw new Refused(path, 'not a plain enumerable data property');
  return d.value;
}

function walk(value: unknown, path: string, seen: Set<object>, depth: number): JsonValue {
  if (depth > MAX_DEPTH) throw new Refused(path, 'nested too deep');
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Object.is(value, -0)) throw new Refused(path, `non-JSON number ${String(value)}`);
    return value;
  }
  if (typeof value !== 'object') throw new Refused(path, `non-JSON ${typeof value}`);
  // Asking the engine, not the object: a Proxy gets no chance to run a trap.
  if (types.isProxy(value)) throw new Refused(path, 'Proxy');
  if (seen.has(value)) throw new Refused(path, 'cycle');
  seen.add(value);
  try {
    const keys = Reflect.ownKeys(value);
    if (Array.isArray(value)) {
      if (Object.getPrototypeOf(value) !== Array.prototype || keys.length !== value.length + 1)
        throw new Refused(path, 'not a plain dense array');
      // Every index, holes included (map would skip a hole that an extra key hides from the count above).
      return Array.from({ length: value.length }, (_, i) =>
        walk(own(value, String(i), step(path, i)), step(path, i), seen, depth + 1),
      );
    }
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
      throw new Refused(path, 'not a plain object (prototype, class or toJSON)');
    const out: { [key: string]: JsonValue } = {};
    for (const key of keys) {
      if (typeof key === 'symbol') throw new Refused(path, 'symbol-keyed property');
      // defineProperty keeps a "__proto__" key as data.
      Object.defineProperty(out, key, {
        value: walk(own(value, key, step(path, key)), step(path, key), seen, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** Reads any value exactly once into fresh plain JSON; lies (getters, proxies, cycles, non-JSON values) are refused. */
export function readOnce(value: unknown): Read {
  try {
    return { ok: true, value: walk(value, '$', new Set(), 0) };
  } catch (error) {
    return error instanceof Refused
      ? { ok: false, path: error.path, reason: error.message }
      : { ok: false, path: '$', reason: String(error) };
  }
}

/** A fresh deep copy of trusted JSON. */
export const copy = <T>(value: T): T => {
  const read = readOnce(value);
  if (!read.ok) throw new Error(`mini-a34: cannot copy: ${read.path}: ${read.reason}`);
  return read.value as T;
};

/** Freezes a value and all it reaches. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
