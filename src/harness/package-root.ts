import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'a34-verify';

/** True when `dir` holds this package's own package.json (not a consumer's or a dependency's). */
function isPackageRoot(dir: string): boolean {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return false;
  return (JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME;
}

/** Walks up from this file to the a34-verify package root: the same answer from `src/` in a clone and from `dist/src/` installed. */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!isPackageRoot(dir)) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`a34-verify: no package.json named ${PACKAGE_NAME} above ${import.meta.url}`);
    dir = parent;
  }
  return dir;
}

/** Absolute path of the a34-verify package root (where `package.json`, `red/` and `fixtures/` live). */
export const PACKAGE_ROOT: string = findPackageRoot();

/** An absolute path inside the package, e.g. `packagePath('red')`. */
export const packagePath = (...segments: readonly string[]): string => join(PACKAGE_ROOT, ...segments);

/** The package's own version, from its package.json. */
export const PACKAGE_VERSION: string = (
  JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { version: string }
).version;
