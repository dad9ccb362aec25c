import type { A34Adapter } from './adapter.js';

/**
 * Declares an adapter with its types checked where it is written: `name` and a `createSystem` that returns a
 * fresh {@link A34System} (`project`, `recover`, `runRequest`). Returns the adapter unchanged.
 *
 * @example export const adapter = defineAdapter({ name: 'my-runtime', createSystem: () => new MyRuntime() });
 */
export function defineAdapter(adapter: A34Adapter): A34Adapter {
  return adapter;
}
