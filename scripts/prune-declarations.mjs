#!/usr/bin/env node
// Keeps in dist/ only the declaration files a consumer's type checker can reach from the package's public entry
// points (the `types` of package.json's exports), and deletes the rest: every internal module's .d.ts would
// double the tarball's file count for types no import can name. Run after tsc by `npm run build`; it reports on stderr, so `npm pack --json` stays JSON.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/** Every `types` path named in `exports` (and the top-level `types`), relative to the package root. */
const entryTypes = (exportsField) =>
  Object.values(exportsField ?? {}).flatMap((target) =>
    typeof target === 'object' && target !== null && typeof target.types === 'string' ? [target.types] : [],
  );

// `from './x.js'`, `import('./x.js')`, `import './x.js'`: relative specifiers only; packages resolve elsewhere.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;
const declarationOf = (file, spec) => {
  const target = resolve(dirname(file), spec);
  const candidate = target.endsWith('.mjs')
    ? target.replace(/\.mjs$/, '.d.mts')
    : `${target.replace(/\.js$/, '')}.d.ts`;
  return existsSync(candidate) ? candidate : undefined;
};

const reachable = new Set();
const pending = [...entryTypes(pkg.exports), ...(pkg.types ? [pkg.types] : [])].map((p) => resolve(ROOT, p));
for (const entry of pending) if (!existsSync(entry)) throw new Error(`prune-declarations: no ${entry}; build first`);
while (pending.length > 0) {
  const file = pending.pop();
  if (reachable.has(file)) continue;
  reachable.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const next = declarationOf(file, spec);
    if (next === undefined) throw new Error(`prune-declarations: ${relative(ROOT, file)} imports ${spec}, not built`);
    pending.push(next);
  }
}

const declarations = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? declarations(join(dir, e.name)) : /\.d\.m?ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const all = declarations(join(ROOT, 'dist'));
const pruned = all.filter((f) => !reachable.has(f));
for (const f of pruned) rmSync(f);
console.error(`declarations: kept ${reachable.size} reachable from the package's exports, removed ${pruned.length}`);
