import { types } from 'node:util';
import type { JsonValue, ToolDescriptor } from '../model/index.js';
import { childPath } from './json-path.js';

/** Deeper than any honest schema; past it we refuse rather than risk the stack. */
export const MAX_DEPTH = 2_000;

export type SurfaceRead =
  | { readonly ok: true; readonly tools: readonly ToolDescriptor[] }
  | { readonly ok: false; readonly path: string; readonly reason: string };

class Unreadable extends Error {
  constructor(readonly path: string, reason: string) {
    super(reason);
  }
}

const OBJECT_PROTOTYPES: ReadonlySet<unknown> = new Set([Object.prototype, null]);

function readNumber(value: number, path: string): number {
  if (!Number.isFinite(value)) throw new Unreadable(path, `non-JSON number ${String(value)}`);
  if (Object.is(value, -0)) throw new Unreadable(path, 'non-JSON number -0');
  return value;
}

/** Reads an own data property without invoking getters; accessors and hidden keys are lies. */
function readOwn(holder: object, key: string, path: string): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(holder, key);
  if (descriptor === undefined) throw new Unreadable(path, 'property vanished while read');
  if (!('value' in descriptor)) throw new Unreadable(path, 'accessor property (getter or setter)');
  if (descriptor.enumerable !== true) throw new Unreadable(path, 'non-enumerable property');
  return descriptor.value;
}

function readArray(value: readonly unknown[], path: string, ancestors: Set<object>, depth: number): JsonValue[] {
  if (Object.getPrototypeOf(value) !== Array.prototype) throw new Unreadable(path, 'array with a foreign prototype');
  const keys = Reflect.ownKeys(value);
  if (keys.length !== value.length + 1) throw new Unreadable(path, 'sparse array or array with extra properties');
  const out: JsonValue[] = [];
  for (let index = 0; index < value.length; index++) {
    const at = childPath(path, index);
    if (!Object.prototype.hasOwnProperty.call(value, index)) throw new Unreadable(at, 'hole in a sparse array');
    out.push(readValue(readOwn(value, String(index), at), at, ancestors, depth + 1));
  }
  return out;
}

function readObject(value: object, path: string, ancestors: Set<object>, depth: number): { [key: string]: JsonValue } {
  if (!OBJECT_PROTOTYPES.has(Object.getPrototypeOf(value))) throw new Unreadable(path, 'object with a non-plain prototype (inherited properties or toJSON)');
  const out: { [key: string]: JsonValue } = {};
  for (const key of Reflect.ownKeys(value)) {
    if (typeof key === 'symbol') throw new Unreadable(path, `symbol-keyed property ${String(key)}`);
    const at = childPath(path, key);
    const item = readValue(readOwn(value, key, at), at, ancestors, depth + 1);
    Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function readValue(value: unknown, path: string, ancestors: Set<object>, depth: number): JsonValue {
  if (depth > MAX_DEPTH) throw new Unreadable(path, `nested deeper than ${MAX_DEPTH}`);
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return readNumber(value, path);
    case 'object': {
      if (value === null) return null;
      // isProxy asks the engine, not the proxy: no trap runs, so a hostile proxy cannot lie or hang here.
      if (types.isProxy(value)) throw new Unreadable(path, 'Proxy object');
      if (ancestors.has(value)) throw new Unreadable(path, 'cycle');
      ancestors.add(value);
      try {
        return Array.isArray(value) ? readArray(value, path, ancestors, depth) : readObject(value, path, ancestors, depth);
      } finally {
        ancestors.delete(value);
      }
    }
    default:
      throw new Unreadable(path, `non-JSON value of type ${typeof value}`);
  }
}

/**
 * Takes one plain, frozen snapshot of whatever a request holds as its tool list. Each property is
 * read exactly once, so what is checked is what gets dispatched. Lies fail closed with a reason.
 */
export function readSurface(tools: unknown): SurfaceRead {
  try {
    const value = readValue(tools, '$', new Set(), 0);
    if (!Array.isArray(value)) return { ok: false, path: '$', reason: 'tool list is not an array' };
    return { ok: true, tools: Object.freeze(value) as unknown as readonly ToolDescriptor[] };
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, path: error.path, reason: error.message };
    // A RangeError from a pathological structure still fails closed.
    return { ok: false, path: '$', reason: `unreadable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
