import { childPath } from '../reference/parity/json-path.js';

/**
 * A JSONPath-like location (`$.a[0].b`) from path keys such as zod's, spelled step by step as parity
 * spells its own paths. It lives with the harness: only input errors use it, never the reference.
 */
export const jsonPath = (keys: readonly PropertyKey[], root = '$'): string =>
  keys.reduce<string>((at, k) => childPath(at, typeof k === 'number' ? k : String(k)), root);
