/** One step of a JSON-path location: an array index or an object key. */
export type PathStep = { readonly index: number } | { readonly key: string };

// The harness spells and parses paths itself, so a slip in the reference's path builder cannot hide in both sides.
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const STEP = /^(?:\[(\d+)\]|\.([A-Za-z_$][A-Za-z0-9_$]*)|\[("(?:[^"\\]|\\.)*")\])/;

/** Appends one step to a JSONPath-like location: `[n]` for an index, `.key` when readable, `["odd key"]` otherwise. */
export const jsonStep = (path: string, key: string | number): string =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : IDENTIFIER.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;

/**
 * A JSONPath-like location (`$.a[0].b`) from path keys such as zod's, spelled step by step as parity
 * spells its own paths. It lives with the harness, apart from the reference's own path builder.
 */
export const jsonPath = (keys: readonly PropertyKey[], root = '$'): string =>
  keys.reduce<string>((at, k) => jsonStep(at, typeof k === 'number' ? k : String(k)), root);

/** The steps of a `$`-rooted path (`$[2].inputSchema["odd key"][0]`), or undefined when it does not parse. */
export function parsePath(path: string): PathStep[] | undefined {
  if (!path.startsWith('$')) return undefined;
  const steps: PathStep[] = [];
  let rest = path.slice(1);
  while (rest.length > 0) {
    const m = STEP.exec(rest);
    if (m === null) return undefined;
    const [all, index, ident, quoted] = m;
    steps.push(
      index !== undefined ? { index: Number(index) } : { key: ident ?? (JSON.parse(quoted ?? '""') as string) },
    );
    rest = rest.slice(all.length);
  }
  return steps;
}
