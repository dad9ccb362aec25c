const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Appends one step to a JSONPath-like location: `.key` when readable, `["odd key"]` otherwise. */
export const childPath = (path: string, key: string | number): string =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : IDENTIFIER.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;
