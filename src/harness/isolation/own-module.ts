import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../package-root.js';

/**
 * A module of this package that is loaded by its path at runtime (a worker's entry, a module a worker imports),
 * named from the package root: `src/…/x.ts` where the caller runs from sources (a clone), `dist/src/…/x.js` where
 * it runs compiled (installed). Named from the root because compiled code is bundled: a caller sits in a shared
 * chunk, not beside its source's neighbours, so each such module is an entry of its own in scripts/build.mjs.
 * A name with an extension (`.mjs`, plain JavaScript shipped as written) keeps it.
 */
export const modulePathIn = (root: string, fromRoot: string, callerUrl: string): string => {
  const compiled = extname(fileURLToPath(callerUrl)) !== '.ts';
  const file = extname(fromRoot) !== '' ? fromRoot : `${fromRoot}${compiled ? '.js' : '.ts'}`;
  return compiled ? join(root, 'dist', file) : join(root, file);
};

/** `modulePathIn` of this package's own root. */
export const ownModulePath = (fromRoot: string, callerUrl: string): string =>
  modulePathIn(PACKAGE_ROOT, fromRoot, callerUrl);
