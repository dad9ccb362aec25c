#!/usr/bin/env node
// Bundles the package's JavaScript into dist/ with esbuild (tsc writes the declarations; `npm run build` runs both).
// One ESM build of every entry point with code splitting: each entry is one file at the path tsc would have given
// it, the code entries share sits in dist/chunks/, and npm dependencies stay imports. Reports on stderr, so
// `npm pack --json` stays JSON.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

/** `dist/src/x.js` → `src/x`: where an output path's source lives, without extension. */
const sourceOf = (distPath) => distPath.replace(/^\.?\/?dist\//, '').replace(/\.js$/, '');

// The public entry points: each `default` of package.json's exports.
const publicEntries = Object.values(pkg.exports)
  .flatMap((target) => (typeof target === 'object' && typeof target.default === 'string' ? [target.default] : []))
  .map((out) => ({ in: `${sourceOf(out)}.ts`, out: sourceOf(out) }));

// Modules loaded by path at runtime, each an entry of its own where its loader looks for it (ownModulePath, or a
// `new URL('./x.js', import.meta.url)` beside a shipped .mjs). A module only imported statically needs none.
const runtimeEntries = [
  // bin/a34-verify.mjs imports dist/src/cli/main.js; run directly, this entry starts the CLI (main.ts cannot: bundled, it sits in a chunk).
  { in: 'src/cli/main-entry.ts', out: 'src/cli/main' },
  // worker-entry.mjs, an implementation worker's first module, imports it from beside itself.
  { in: 'src/harness/isolation/worker-host.ts', out: 'src/harness/isolation/worker-host' },
  // check-worker-entry.mjs, a check worker's first module (tinypool's filename), imports it from beside itself.
  { in: 'src/suite/pool/check-worker.ts', out: 'src/suite/pool/check-worker' },
  // `--adapter reference`: an implementation worker imports it by path (reference-ref.ts).
  { in: 'src/harness/pipeline-adapter.ts', out: 'src/harness/pipeline-adapter' },
  // `--adapter <fault-id>`: an implementation worker imports the catalog by path (fault-ref.ts).
  { in: 'src/faults/catalog.ts', out: 'src/faults/catalog' },
];

// Plain JavaScript shipped as written: workers' first modules (tsx registers there before any TypeScript loads) and
// the stdio MCP server `check` spawns with its pager.
const copied = [
  'src/harness/isolation/worker-entry.mjs',
  'src/suite/pool/check-worker-entry.mjs',
  'src/frameworks/mcp-server.mjs',
  'src/frameworks/mcp-pages.mjs',
];

const result = await build({
  absWorkingDir: ROOT,
  entryPoints: [...publicEntries, ...runtimeEntries],
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.build.json',
  // Names stay as written: code and reports read `fn.name` and class names, which a bundle would otherwise rename.
  keepNames: true,
  // The stage bench (bench/stages-main.ts) asks for maps beside the bundles to charge profile frames to sources.
  sourcemap: process.env.A34_BUILD_SOURCEMAPS === '1' ? 'external' : false,
  metafile: true,
  logLevel: 'warning',
});
for (const file of copied) {
  mkdirSync(join(ROOT, 'dist', dirname(file)), { recursive: true });
  copyFileSync(join(ROOT, file), join(ROOT, 'dist', file));
}

// Each module a shipped .mjs loads from beside itself must have been built there.
const BESIDE = /new URL\(\s*'(\.\/[^']+)'\s*,\s*import\.meta\.url\s*\)|\bfrom\s*'(\.\/[^']+)'/g;
for (const file of copied)
  for (const [, url, spec] of readFileSync(join(ROOT, file), 'utf8').matchAll(BESIDE)) {
    const target = join(ROOT, 'dist', dirname(file), url ?? spec);
    if (!existsSync(target)) throw new Error(`build: ${file} loads ${url ?? spec}, which the build did not write`);
  }
// Each module the code names by path (`ownModulePath('src/…')`) must have been built where the compiled code looks.
const sources = (dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
const NAMED = /\bownModulePath\(\s*'([^']+)'/g;
for (const file of sources('src'))
  for (const [, name] of readFileSync(join(ROOT, file), 'utf8').matchAll(NAMED)) {
    const built = /\.m?js$/.test(name) ? name : `${name}.js`;
    if (!existsSync(join(ROOT, 'dist', built)))
      throw new Error(`build: ${file} loads ${name}, which the build did not write`);
  }
const outputs = Object.keys(result.metafile.outputs);
const chunks = outputs.filter((o) => o.startsWith('dist/chunks/')).length;
console.error(`bundled ${outputs.length - chunks} entry points and ${chunks} shared chunks, copied ${copied.length}`);
