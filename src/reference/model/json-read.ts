import type { JsonValue } from './json.js';

/** One reason a value is not plain JSON, at its place below the value read. */
export interface JsonReadIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

const NOT_A_NUMBER = 'must be a finite JSON number (not NaN, Infinity or -0)';
const NOT_JSON = 'must be a JSON value: null, a boolean, a number, a string, an array or a plain object';
const SYMBOL_KEY = 'a JSON object key must be a string, not a symbol';

/** zod's notion of a plain object, so this reader accepts exactly what `z.record` did before it. */
function isPlainObject(value: object): boolean {
  const ctor = (value as { constructor?: unknown }).constructor;
  if (ctor === undefined || typeof ctor !== 'function') return true;
  const proto: unknown = ctor.prototype;
  return typeof proto === 'object' && proto !== null && Object.hasOwn(proto, 'isPrototypeOf');
}

/**
 * Validates and copies a JSON value in one walk: the copy shares no object with its source, and the
 * path (a stack, copied only when an issue is found) keeps the walk from allocating per node.
 */
export function readJsonValue(input: unknown, issues: JsonReadIssue[]): JsonValue {
  const path: PropertyKey[] = [];
  const fail = (message: string): null => {
    issues.push({ path: path.slice(), message });
    return null;
  };
  const read = (value: unknown): JsonValue => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? value : fail(NOT_A_NUMBER);
    if (typeof value !== 'object') return fail(NOT_JSON);
    if (Array.isArray(value)) {
      // Pushed, not preallocated: `new Array(n)` makes a holey array, and V8 never makes it packed again.
      const copy: JsonValue[] = [];
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        copy.push(read(value[i]));
        path.pop();
      }
      return copy;
    }
    if (!isPlainObject(value)) return fail(NOT_JSON);
    const copy: { [key: string]: JsonValue } = {};
    for (const key of Reflect.ownKeys(value)) {
      // As zod's record: an own `__proto__` is left out, non-enumerable keys are not data.
      if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(value, key)) continue;
      path.push(key);
      if (typeof key === 'symbol') fail(SYMBOL_KEY);
      else copy[key] = read((value as Record<string, unknown>)[key]);
      path.pop();
    }
    return copy;
  };
  return read(input);
}
