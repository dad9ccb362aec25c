import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { z } from 'zod';
import { InputError, jsonPath, type InputIssue } from '../suite/corpus/input-issue.js';
import type { A34Adapter } from '../harness/adapter.js';
import { moduleExport } from './module-export.js';

const AdapterShape = z.looseObject({
  name: z.string().min(1),
  createSystem: z.custom<() => unknown>((v) => typeof v === 'function', 'expected a function returning an A34System'),
});

/** Where a module path was written, so an error can point at it (the config's `$.adapter`, or the `--adapter` flag). */
export interface ModuleOrigin {
  readonly file: string;
  readonly path: string;
}

/**
 * Imports an adapter module (TypeScript or JavaScript) and checks the shape of its `adapter` (or default)
 * export; every failure is an InputError naming the file and the field.
 */
export async function loadAdapterModule(module: string, shownAs: string, origin: ModuleOrigin): Promise<A34Adapter> {
  const fail = (issues: InputIssue[]): never => {
    throw new InputError(issues);
  };
  if (!existsSync(module)) fail([{ ...origin, message: `adapter module ${shownAs} not found` }]);
  let exports: Record<string, unknown> = {};
  try {
    exports = (await tsImport(pathToFileURL(module).href, import.meta.url)) as Record<string, unknown>;
  } catch (error) {
    fail([
      {
        ...origin,
        message: `cannot load adapter module ${shownAs}: ${error instanceof Error ? error.message : String(error)}`,
      },
    ]);
  }
  const key = moduleExport(exports, 'adapter') !== undefined ? 'adapter' : 'default';
  const exported = moduleExport(exports, key);
  const parsed = AdapterShape.safeParse(exported);
  if (!parsed.success) {
    const missing =
      exported === undefined
        ? [{ file: shownAs, path: '$', message: 'exports neither `adapter` nor a default A34Adapter' }]
        : [];
    fail(
      missing.length > 0
        ? missing
        : parsed.error.issues.map((i) => ({ file: shownAs, path: jsonPath(i.path, `$.${key}`), message: i.message })),
    );
  }
  return exported as A34Adapter;
}
