import { AdapterLoadError } from '../harness/isolation/adapter-load-error.js';
import type { A34Adapter } from '../harness/adapter.js';
import { loadModule } from '../harness/isolation/load-module.js';
import type { ModuleOrigin } from '../harness/isolation/protocol.js';
import { InputError } from '../suite/corpus/input-issue.js';

export type { ModuleOrigin } from '../harness/isolation/protocol.js';

/**
 * Imports an adapter module in this thread (for trusted callers; `run` loads it in a worker) and
 * checks its export; every failure is an InputError naming the file and the field.
 */
export async function loadAdapterModule(module: string, shownAs: string, origin: ModuleOrigin): Promise<A34Adapter> {
  try {
    return await loadModule({ kind: 'module', path: module, shownAs, origin });
  } catch (error) {
    if (error instanceof AdapterLoadError) throw new InputError(error.issues);
    throw error;
  }
}
