import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** One relative import: the importing file and the file it resolves to (both relative to the root). */
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
}

// Static `import … from`, `export … from`, bare `import '…'` and dynamic `import('…')` specifiers.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

/** Every relative import of the `.ts` files under `roots`, with `.js` specifiers mapped back to their `.ts` source. */
export function importEdges(root: string, roots: readonly string[]): ImportEdge[] {
  return roots.flatMap((top) =>
    sourceFiles(join(root, top)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
        .map((m) => m[1] ?? '')
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => ({
          from: relative(root, file).split(sep).join('/'),
          to: relative(root, resolve(dirname(file), spec.replace(/\.js$/, '.ts')))
            .split(sep)
            .join('/'),
        })),
    ),
  );
}

/** The architectural unit of a file: `src/<wing>` inside src, else its top-level folder. */
export function unitOf(file: string): string {
  const [top, wing] = file.split('/');
  return top === 'src' && wing !== undefined && file.split('/').length > 2 ? `src/${wing}` : (top ?? file);
}

/** Groups of units that import each other in a cycle (Tarjan's strongly connected components of size > 1). */
export function unitCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (!next.has(b)) next.set(b, new Set());
    if (a !== b) (next.get(a) ?? next.set(a, new Set()).get(a))?.add(b);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (unit: string): void => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit) ?? 0);
    stack.push(unit);
    for (const to of next.get(unit) ?? []) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) low.set(unit, Math.min(low.get(unit) ?? 0, low.get(to) ?? 0));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const group: string[] = [];
    let top: string | undefined;
    do {
      top = stack.pop();
      if (top !== undefined) group.push(top);
    } while (top !== undefined && top !== unit);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const unit of [...next.keys()].sort()) if (!index.has(unit)) visit(unit);
  return cycles;
}
