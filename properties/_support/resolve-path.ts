/** One step of a reported JSON path: an array index or an object key. */
export type PathStep = { readonly index: number } | { readonly key: string };

// The harness parses paths itself, so a slip in the reference's path builder cannot hide in both sides.
const STEP = /^(?:\[(\d+)\]|\.([A-Za-z_$][A-Za-z0-9_$]*)|\[("(?:[^"\\]|\\.)*")\])/;

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

export const ABSENT = '<absent>';

/** The value at `steps` under `root`, or `<absent>` when a step does not exist (own keys and indexes only). */
export function resolvePath(root: unknown, steps: readonly PathStep[]): unknown {
  let at: unknown = root;
  for (const step of steps) {
    if ('index' in step) {
      if (!Array.isArray(at) || step.index >= at.length) return ABSENT;
      at = at[step.index];
    } else {
      if (at === null || typeof at !== 'object' || Array.isArray(at) || !Object.hasOwn(at, step.key)) return ABSENT;
      at = (at as Record<string, unknown>)[step.key];
    }
  }
  return at;
}

/** `array`, `object`, `null` or the `typeof` of a JSON value. */
export const jsonKind = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
