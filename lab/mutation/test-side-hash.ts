import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders Stryker mutates: their own changes are tracked by Stryker's incremental diff. */
export const MUTATED_FOLDERS = [
  'src/reference/parity',
  'src/reference/pipeline',
  'src/reference/surface',
  'src/reference/wire',
] as const;

/** What the property suite is made of besides the mutated code: Stryker only diffs the test file itself. */
const TEST_SIDE_ROOTS = [
  'src',
  'properties',
  'generators',
  'test/properties',
  'vitest.stryker.config.ts',
  'stryker.config.json',
];

const filesUnder = (root: string, at: string): string[] => {
  const full = join(root, at);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [at];
  return readdirSync(full).flatMap((entry) => filesUnder(root, join(at, entry)));
};

/**
 * A digest of every file the property suite runs apart from the mutated folders. Stryker's incremental
 * mode keys a test by its test file only, and the properties live elsewhere, so a change here must
 * force a full run.
 */
export const testSideHash = (root: string): string => {
  const hash = createHash('sha256');
  const files = TEST_SIDE_ROOTS.flatMap((r) => filesUnder(root, r))
    .map((f) => relative(root, join(root, f)).split(sep).join('/'))
    .filter((f) => f.endsWith('.ts') || f.endsWith('.json'))
    .filter((f) => !MUTATED_FOLDERS.some((m) => f.startsWith(`${m}/`)))
    .sort();
  for (const f of files)
    hash
      .update(`${f}\n`)
      .update(readFileSync(join(root, f)))
      .update('\n');
  return hash.digest('hex');
};
