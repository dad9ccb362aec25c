// EXPERIMENT (bench only, not used by src/): takeBaseline as one pass instead of cloneJson then deepFreeze.
import type { ToolDescriptor } from '../../src/model/index.js';

/**
 * Deep copy of trusted JSON (validated data, as takeBaseline receives), each copy frozen as soon as it is
 * complete. Spread and slice let the engine copy an object's shape at once instead of one defineProperty
 * per key; a second walk and its isFrozen probes disappear.
 */
function frozenCopy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = value.slice();
    for (let i = 0; i < copy.length; i++) copy[i] = frozenCopy(copy[i]);
    return Object.freeze(copy);
  }
  // Spread defines own data properties, so a "__proto__" key stays data, as with cloneJson's defineProperty.
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  // Object.keys, not for-in: an enumerable key planted on Object.prototype must not become an own key.
  for (const key of Object.keys(copy)) {
    const item = copy[key];
    if (item !== null && typeof item === 'object') copy[key] = frozenCopy(item);
  }
  return Object.freeze(copy);
}

export const frozenClone = (tools: readonly ToolDescriptor[]): readonly ToolDescriptor[] => frozenCopy(tools) as readonly ToolDescriptor[];
