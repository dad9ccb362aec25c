import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { A34Adapter } from '../adapter.js';
import { AdapterLoadError, type LoadIssue } from './adapter-load-error.js';
import { moduleExport } from './module-export.js';
import { commonJsHint, loadsAsCommonJs } from './module-scope.js';
import type { AdapterRef } from './protocol.js';

/** What is wrong with an export that should be an A34Adapter: checked by hand, since the module may have broken zod, JSON or prototypes. */
function adapterIssues(exported: unknown, key: string, file: string): LoadIssue[] {
  if (exported === null || (typeof exported !== 'object' && typeof exported !== 'function'))
    return [
      { file, path: `$.${key}`, message: `expected an object, got ${exported === null ? 'null' : typeof exported}` },
    ];
  const { name, createSystem } = exported as { name?: unknown; createSystem?: unknown };
  return [
    ...(typeof name === 'string' && name.length > 0
      ? []
      : [{ file, path: `$.${key}.name`, message: 'expected a non-empty string' }]),
    ...(typeof createSystem === 'function'
      ? []
      : [{ file, path: `$.${key}.createSystem`, message: 'expected a function returning an A34System' }]),
  ];
}

/** Imports a module by URL; TypeScript must load too. */
export type ModuleImporter = (url: string) => Promise<unknown>;

/** tsx's namespaced import: TypeScript loads whether or not tsx is registered in this thread. */
const importWithTsx: ModuleImporter = (url) => tsImport(url, import.meta.url);

/**
 * Imports an adapter module (TypeScript or JavaScript) and checks the shape of its `adapter` (or
 * default) export, or of what its `factory` export returns for `argument` (a catalog fault by id);
 * every failure is an AdapterLoadError naming the file and the field. `importModule` is tsx's
 * namespaced import unless the caller has its own (an implementation worker shares its namespace).
 */
export async function loadModule(ref: AdapterRef, importModule: ModuleImporter = importWithTsx): Promise<A34Adapter> {
  const { path, shownAs, origin } = ref;
  const fail = (issues: LoadIssue[]): never => {
    throw new AdapterLoadError(issues);
  };
  if (!existsSync(path)) fail([{ ...origin, message: `adapter module ${shownAs} not found` }]);
  let exports: Record<string, unknown> = {};
  try {
    exports = (await importModule(pathToFileURL(path).href)) as Record<string, unknown>;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const hint = loadsAsCommonJs(path) ? `\n${commonJsHint(shownAs)}` : '';
    fail([{ ...origin, message: `cannot load adapter module ${shownAs}: ${message}${hint}` }]);
  }
  if (ref.factory !== undefined) {
    const factory = moduleExport(exports, ref.factory);
    if (typeof factory !== 'function')
      fail([{ file: shownAs, path: `$.${ref.factory}`, message: 'expected a function' }]);
    return (factory as (argument: string | undefined) => A34Adapter)(ref.argument);
  }
  const key = ref.exportName ?? (moduleExport(exports, 'adapter') !== undefined ? 'adapter' : 'default');
  const exported = moduleExport(exports, key);
  if (exported === undefined)
    fail([{ file: shownAs, path: '$', message: 'exports neither `adapter` nor a default A34Adapter' }]);
  const issues = adapterIssues(exported, key, shownAs);
  if (issues.length > 0) fail(issues);
  return exported as A34Adapter;
}
