import type { ToolDescriptor } from '../model/index.js';

/** The expectation: an independent, deep, frozen copy of the projection, taken before any hook runs. */
export type Baseline = readonly ToolDescriptor[];

/**
 * Deep copy of trusted JSON (validated data, as the projection gives), each copy frozen as soon as it is
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

export const takeBaseline = (tools: readonly ToolDescriptor[]): Baseline => frozenCopy(tools) as Baseline;

/** Owner narrowing keeps the baseline's order and descriptors; only owner-admitted names stay. */
export const narrowBaseline = (baseline: Baseline, admittedNames: ReadonlySet<string>): Baseline =>
  Object.freeze(baseline.filter((tool) => admittedNames.has(tool.name)));
