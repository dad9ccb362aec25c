const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Appends one step to a JSONPath-like location: `.key` when readable, `["odd key"]` otherwise. */
export const childPath = (path: string, key: string | number): string =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : IDENTIFIER.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;

/** A JSONPath-like location (`$.a[0].b`) from path keys such as zod's. */
export const jsonPath = (keys: readonly PropertyKey[], root = '$'): string =>
  keys.reduce<string>((at, k) => childPath(at, typeof k === 'number' ? k : String(k)), root);
