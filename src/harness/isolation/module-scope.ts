import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';

/** The `type` of the package.json nearest above `dir`, which decides how Node and tsx load its .js and .ts files. */
export function packageTypeAt(dir: string): 'module' | 'commonjs' {
  for (let at = dir; ; at = dirname(at)) {
    const file = join(at, 'package.json');
    if (existsSync(file)) {
      try {
        return (JSON.parse(readFileSync(file, 'utf8')) as { type?: unknown }).type === 'module' ? 'module' : 'commonjs';
      } catch {
        return 'commonjs';
      }
    }
    if (dirname(at) === at) return 'commonjs';
  }
}

/**
 * True when tsx loads `file` as CommonJS. There `import … from 'a34-verify'` becomes a require, and tsx
 * compiles the package's ES modules to CommonJS on the way, which its dependencies (json-schema-faker
 * exports only `import`) do not survive.
 */
export function loadsAsCommonJs(file: string): boolean {
  const extension = extname(file);
  if (extension === '.mts' || extension === '.mjs') return false;
  if (extension === '.cts' || extension === '.cjs') return true;
  return packageTypeAt(dirname(file)) !== 'module';
}

/** What a load failure of a module in a CommonJS scope adds: the cause users meet first, and the two ways out. */
export const commonJsHint = (shownAs: string): string =>
  `${shownAs} loads as CommonJS (the nearest package.json has no "type": "module"), and a34-verify is an ES module: ` +
  `put a package.json with {"type": "module"} in its folder (npx a34-verify init writes a34/package.json), or name it .mts`;

/** The a34/package.json `init` writes when the project loads .ts files as CommonJS. */
export const ESM_FOLDER_PACKAGE = '{\n  "type": "module"\n}\n';
