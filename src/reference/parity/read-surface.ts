import { types } from 'node:util';
import type { JsonValue, ToolDescriptor } from '../model/index.js';
import { childPath } from './json-path.js';

/** Deeper than any honest schema; past it we refuse rather than risk the stack. */
export const MAX_DEPTH = 2_000;

export type SurfaceRead =
  | { readonly ok: true; readonly tools: readonly ToolDescriptor[] }
  | { readonly ok: false; readonly path: string; readonly reason: string };

const { isProxy } = types;
const { getOwnPropertyDescriptor, getOwnPropertyNames, getOwnPropertySymbols, getPrototypeOf } = Object;
type Trail = (string | number)[];

class Unreadable extends Error {
  readonly path: string;
  constructor(trail: Trail, reason: string) {
    super(reason);
    // The path string is built only when something is wrong: building one per key read cost more than the read.
    this.path = trail.reduce<string>((path, key) => childPath(path, key), '$');
  }
}

/** Reads an own data property without invoking getters; accessors and hidden keys are lies. */
function own(holder: object, key: string | number, trail: Trail): unknown {
  const d = getOwnPropertyDescriptor(holder, key);
  if (d === undefined)
    throw new Unreadable(trail, typeof key === 'number' ? 'hole in a sparse array' : 'property vanished while read');
  if (!('value' in d)) throw new Unreadable(trail, 'accessor property (getter or setter)');
  if (d.enumerable !== true) throw new Unreadable(trail, 'non-enumerable property');
  return d.value;
}

function readArray(value: unknown[], trail: Trail, ancestors: Set<object>, depth: number): JsonValue[] {
  if (getPrototypeOf(value) !== Array.prototype) throw new Unreadable(trail, 'array with a foreign prototype');
  // names + symbols count what Reflect.ownKeys counts, at a fraction of its cost.
  if (getOwnPropertyNames(value).length + getOwnPropertySymbols(value).length !== value.length + 1)
    throw new Unreadable(trail, 'sparse array or array with extra properties');
  const out: JsonValue[] = [];
  for (let index = 0; index < value.length; index++) {
    trail.push(index);
    out.push(readValue(own(value, index, trail), trail, ancestors, depth + 1));
    trail.pop();
  }
  return out;
}

function readObject(value: object, trail: Trail, ancestors: Set<object>, depth: number): { [key: string]: JsonValue } {
  const proto: unknown = getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null)
    throw new Unreadable(trail, 'object with a non-plain prototype (inherited properties or toJSON)');
  const out: { [key: string]: JsonValue } = {};
  // Reflect.ownKeys lists string keys first, then symbols: reading names before looking at symbols keeps its order.
  for (const key of getOwnPropertyNames(value)) {
    trail.push(key);
    const item = readValue(own(value, key, trail), trail, ancestors, depth + 1);
    trail.pop();
    // Plain assignment except for "__proto__", which only defineProperty keeps an own data property.
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
    else out[key] = item;
  }
  const symbol = getOwnPropertySymbols(value)[0];
  if (symbol !== undefined) throw new Unreadable(trail, `symbol-keyed property ${String(symbol)}`);
  return out;
}

function readValue(value: unknown, trail: Trail, ancestors: Set<object>, depth: number): JsonValue {
  if (depth > MAX_DEPTH) throw new Unreadable(trail, `nested deeper than ${MAX_DEPTH}`);
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw new Unreadable(trail, `non-JSON number ${String(value)}`);
      if (value === 0 && 1 / value < 0) throw new Unreadable(trail, 'non-JSON number -0');
      return value;
    case 'object': {
      if (value === null) return null;
      // isProxy asks the engine, not the proxy: no trap runs, so a hostile proxy cannot lie or hang here.
      if (isProxy(value)) throw new Unreadable(trail, 'Proxy object');
      if (ancestors.has(value)) throw new Unreadable(trail, 'cycle');
      ancestors.add(value);
      try {
        return Array.isArray(value)
          ? readArray(value, trail, ancestors, depth)
          : readObject(value, trail, ancestors, depth);
      } finally {
        ancestors.delete(value);
      }
    }
    default:
      throw new Unreadable(trail, `non-JSON value of type ${typeof value}`);
  }
}

/**
 * Takes one plain, frozen snapshot of whatever a request holds as its tool list. Each property is
 * read exactly once, as data (no getter or Proxy trap ever runs), so what is checked is what gets
 * dispatched. Lies fail closed with the path and a reason.
 */
export function readSurface(tools: unknown): SurfaceRead {
  try {
    const value = readValue(tools, [], new Set(), 0);
    if (!Array.isArray(value)) return { ok: false, path: '$', reason: 'tool list is not an array' };
    // Cast: plain JSON, not yet descriptors; the reference dispatches it only once parity found it equal to them.
    return { ok: true, tools: Object.freeze(value) as unknown as readonly ToolDescriptor[] };
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, path: error.path, reason: error.message };
    return { ok: false, path: '$', reason: `unreadable: ${error instanceof Error ? error.message : String(error)}` };
  }
}
