import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** Every package a module reaches at runtime: type-only imports are erased, so they are skipped. */
function runtimePackages(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8').replace(/^(?:import|export) type [^;]+;/gm, '');
    for (const [, spec = ''] of text.matchAll(SPECIFIER)) {
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
      else packages.add(spec);
    }
  };
  visit(join(ROOT, entry));
  return packages;
}

describe('a34-verify/guard footprint', () => {
  it('loads Node built-ins only: no zod, fast-check, faker, vitest or harness in production', () => {
    expect([...runtimePackages('src/guard/index.ts')].sort()).toEqual(['node:util']);
  });
});
