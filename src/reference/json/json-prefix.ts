/** Stops the walk: enough text is written. */
class Enough extends Error {}

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * `JSON.stringify(value)` when it has at most `limit` characters; otherwise a text longer than `limit` whose first
 * `limit` characters are those of `JSON.stringify(value)`. A rejection quotes the start of a whole schema, and
 * writing all of it only to keep 120 characters was most of what describing a difference cost.
 * Plain objects, arrays and primitives are written here; anything else (a `toJSON`, a class, a cycle) goes to
 * `JSON.stringify` itself, so the text, and what throws, stay its own.
 */
export function jsonPrefix(value: unknown, limit: number): string | undefined {
  const parts: string[] = [];
  let length = 0;
  const put = (text: string): void => {
    parts.push(text);
    length += text.length;
    if (length > limit) throw new Enough();
  };
  const ancestors: object[] = [];
  // false: this value is written by JSON.stringify as a whole (it is not plain data), so the walk gives up.
  const write = (v: unknown): boolean => {
    if (typeof v !== 'object' || v === null) {
      const text = JSON.stringify(v);
      if (text === undefined) return false;
      put(text);
      return true;
    }
    if (ancestors.includes(v) || typeof (v as { toJSON?: unknown }).toJSON === 'function') return false;
    const array = Array.isArray(v);
    if (!array && !isPlainObject(v)) return false;
    ancestors.push(v);
    if (array) {
      put('[');
      for (let i = 0; i < v.length; i++) {
        if (i > 0) put(',');
        const item: unknown = v[i];
        if (item === undefined || typeof item === 'function' || typeof item === 'symbol') put('null');
        else if (!write(item)) return false;
      }
      put(']');
    } else {
      put('{');
      let first = true;
      for (const key of Object.keys(v)) {
        const member: unknown = (v as Record<string, unknown>)[key];
        if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
        put(`${first ? '' : ','}${JSON.stringify(key)}:`);
        first = false;
        if (!write(member)) return false;
      }
      put('}');
    }
    ancestors.pop();
    return true;
  };
  try {
    return write(value) ? parts.join('') : JSON.stringify(value);
  } catch (error) {
    if (error instanceof Enough) return parts.join('');
    throw error;
  }
}
