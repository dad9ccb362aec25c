import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The installed version of `pkg` as Node would resolve it from `from` (walks up node_modules folders). */
export function packageVersion(from: string, pkg: string): string {
  let dir = dirname(fileURLToPath(from));
  for (;;) {
    const file = join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    const parent = dirname(dir);
    if (parent === dir) return 'not installed';
    dir = parent;
  }
}

/** `a@1 + b@2` for a report row. */
export const versions = (from: string, pkgs: readonly string[]): string =>
  pkgs.map((p) => `${p}@${packageVersion(from, p)}`).join(' + ');
