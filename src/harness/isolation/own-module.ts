import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A module of this package by its path without extension, relative to the caller, in the caller's own form: `.ts`
 * where the sources run (a clone), `.js` where the compiled package runs (installed), so a worker finds it in both.
 */
export const ownModulePath = (specifier: string, callerUrl: string): string =>
  fileURLToPath(new URL(`${specifier}${extname(fileURLToPath(callerUrl))}`, callerUrl));
