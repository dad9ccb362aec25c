#!/usr/bin/env node
// Checks the built a34-verify/guard as shipped: its entry file and every chunk it imports, followed through the
// bundle, load Node built-ins only (no harness, fast-check, faker, vitest or zod). test/guard/footprint.test.ts
// checks the sources; this checks what the bundler made of them, since a shared chunk could pull in more.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const [root] = process.argv.slice(2);
if (root === undefined) {
  console.error('usage: check-guard-bundle.mjs <unpacked package folder>');
  process.exit(2);
}
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const entry = resolve(root, pkg.exports['./guard'].default);

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const builtins = new Set(builtinModules);
const files = new Set();
const problems = [];
const visit = (file) => {
  if (files.has(file)) return;
  files.add(file);
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    if (spec.startsWith('.')) {
      const next = resolve(dirname(file), spec);
      if (existsSync(next)) visit(next);
      else problems.push(`${relative(root, file)} imports ${spec}, which is not shipped`);
    } else if (!spec.startsWith('node:') && !builtins.has(spec))
      problems.push(`${relative(root, file)} imports ${spec}: the guard loads Node built-ins only`);
  }
};
visit(entry);
console.log(`guard bundle: ${files.size} files (${[...files].map((f) => relative(root, f)).join(', ')})`);
if (problems.length > 0) {
  for (const p of problems) console.error(`guard bundle: ${p}`);
  process.exit(1);
}
