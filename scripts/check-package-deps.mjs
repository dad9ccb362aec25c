#!/usr/bin/env node
// Checks a packed tarball: it ships the compiled entry points and data, no sources or tests, and its runtime
// dependencies are exactly the packages the compiled code imports (optional peers count as declared).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';

const [tarball, into] = process.argv.slice(2);
if (tarball === undefined || into === undefined) {
  console.error('usage: check-package-deps.mjs <tarball> <folder to unpack into>');
  process.exit(2);
}
mkdirSync(into, { recursive: true });
execFileSync('tar', ['-xzf', tarball, '-C', into]);
const root = join(into, 'package');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [relative(root, join(dir, e.name))],
  );
const shipped = files(root);
const problems = [];
const MUST_SHIP = [
  'dist/src/index.js',
  'dist/src/index.d.ts',
  'dist/src/vitest.js',
  'dist/generators/index.js',
  // The bin imports it.
  'dist/src/cli/main.js',
  // The implementation worker starts from this file (scripts/build.mjs copies it) and loads the host beside it.
  'dist/src/harness/isolation/worker-entry.mjs',
  'dist/src/harness/isolation/worker-host.js',
  // The check pool's workers start from this one (tinypool loads it) and load the check worker beside it.
  'dist/src/suite/pool/check-worker-entry.mjs',
  'dist/src/suite/pool/check-worker.js',
  // `--adapter reference` and `--adapter <fault-id>`: an implementation worker imports these by path.
  'dist/src/harness/pipeline-adapter.js',
  'dist/src/faults/catalog.js',
  // init's skeleton points at it.
  'docs/adapter.md',
  // `check` spawns our stdio MCP server for MCP cases; it imports its pager.
  'dist/src/frameworks/mcp-server.mjs',
  'dist/src/frameworks/mcp-pages.mjs',
  'templates/targets/ai-sdk.ts',
];
for (const must of MUST_SHIP) if (!shipped.includes(must)) problems.push(`missing ${must}`);
for (const dir of ['red/', 'fixtures/mcp/', 'docs/'])
  if (!shipped.some((f) => f.startsWith(dir))) problems.push(`ships nothing under ${dir}`);
// templates/ holds the sources `init --framework` copies into the user's project: TypeScript on purpose.
for (const f of shipped)
  if (
    /\.test\.|^test\/|^src\/|^bench\//.test(f) ||
    (f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.startsWith('templates/'))
  )
    problems.push(`ships ${f} (sources and tests stay in the clone)`);
for (const f of shipped)
  if (/^lab\/|\.map$|\.png$/.test(f)) problems.push(`ships ${f} (maintainers' tooling, maps and screenshots stay out)`);

// Bare specifiers of static imports, re-exports and dynamic imports in the compiled code.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"./][^'"]*)['"]/gm;
// Only what reads as a package name: prose in string literals ("from ', '") is not an import.
const PACKAGE_NAME = /^(@[a-z0-9._-]+\/)?[a-z0-9._-]+(\/[\w./-]*)?$/;
const packageOf = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
const builtins = new Set(builtinModules);
const imported = new Map();
for (const f of shipped.filter((f) => f.endsWith('.js') || f.endsWith('.mjs')))
  for (const [, spec] of readFileSync(join(root, f), 'utf8').matchAll(SPECIFIER)) {
    if (spec.startsWith('node:') || builtins.has(spec) || !PACKAGE_NAME.test(spec)) continue;
    const name = packageOf(spec);
    if (!imported.has(name)) imported.set(name, f);
  }
const optionalPeers = Object.keys(pkg.peerDependencies ?? {}).filter((n) => pkg.peerDependenciesMeta?.[n]?.optional);
// The package's own name resolves to itself (scaffold templates name it).
const declared = new Set([pkg.name, ...Object.keys(pkg.dependencies ?? {}), ...optionalPeers]);
for (const [name, file] of imported)
  if (!declared.has(name)) problems.push(`${file} imports ${name}, which is not a dependency`);
const unused = Object.keys(pkg.dependencies ?? {}).filter((n) => !imported.has(n));

console.log(`package: ${shipped.length} files; imports ${[...imported.keys()].sort().join(', ')}`);
if (unused.length > 0) console.log(`note: dependencies not imported by the compiled code: ${unused.join(', ')}`);
if (problems.length > 0) {
  for (const p of problems) console.error(`package check: ${p}`);
  process.exit(1);
}
