import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { A34Adapter } from './adapter.js';

/** Where each adapter made by `defineAdapter` was written, so `describeA34` can load it behind the boundary. */
const writtenIn = new WeakMap<A34Adapter, string>();

/** The first file in a stack trace below this one: the module that called `defineAdapter`. */
function callerFile(stack: string | undefined): string | undefined {
  const self = fileURLToPath(import.meta.url);
  for (const line of (stack ?? '').split('\n').slice(1)) {
    const match = /(?:\(|at )(?:file:\/\/)?(\/[^():]+?\.[cm]?[jt]sx?)(?::\d+){0,2}\)?\s*$/.exec(line.trim());
    const file = match?.[1];
    if (file === undefined || file === self) continue;
    return existsSync(file) ? file : undefined;
  }
  return undefined;
}

/**
 * Declares an adapter with its types checked where it is written: `name` and a `createSystem` that returns a
 * fresh {@link A34System} (`project`, `recover`, `runRequest`). Returns the adapter unchanged.
 *
 * @example export const adapter = defineAdapter({ name: 'my-runtime', createSystem: () => new MyRuntime() });
 */
export function defineAdapter(adapter: A34Adapter): A34Adapter {
  const file = callerFile(new Error().stack);
  if (file !== undefined) writtenIn.set(adapter, file);
  return adapter;
}

/** The file whose code called `defineAdapter` for this adapter, when one did. */
export const adapterWrittenIn = (adapter: A34Adapter): string | undefined => writtenIn.get(adapter);
