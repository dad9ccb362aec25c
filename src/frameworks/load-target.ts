import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { moduleExport } from '../harness/isolation/module-export.js';
import { commonJsHint, loadsAsCommonJs } from '../harness/isolation/module-scope.js';
import { type CheckTarget, definitionIssues } from './define-target.js';

/** A target module that cannot be used: where (`$.name`, `$`) and why, for an exit-2 message naming the file. */
export type TargetIssue = readonly [path: string, message: string];

/**
 * Imports a target module (TypeScript or JavaScript) and reads its `target` or default export. The
 * framework it imports resolves from the module's own folder: the user's node_modules, never ours.
 */
export async function loadTarget(file: string): Promise<CheckTarget | { readonly issues: TargetIssue[] }> {
  if (!existsSync(file)) return { issues: [['$', 'not found (a34-verify init --framework <f> writes one)']] };
  let exports: Record<string, unknown>;
  try {
    exports = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
  } catch (error) {
    const hint = loadsAsCommonJs(file) ? `\n${commonJsHint(basename(file))}` : '';
    return { issues: [['$', `cannot load it: ${error instanceof Error ? error.message : String(error)}${hint}`]] };
  }
  const key = moduleExport(exports, 'target') !== undefined ? 'target' : 'default';
  const exported = moduleExport(exports, key);
  if (exported === undefined) return { issues: [['$', 'exports neither `target` nor a default defineTarget(...)']] };
  const issues = definitionIssues(exported).map(
    ([path, message]): TargetIssue => [`$.${key}${path.slice(1)}`, message],
  );
  if (issues.length > 0) return { issues };
  const def = exported as CheckTarget;
  // A plain object passes too: the definition is the contract, defineTarget only checks it early.
  return def.kind === 'a34-target' ? def : { ...def, kind: 'a34-target', via: def.via ?? ['tools'] };
}
