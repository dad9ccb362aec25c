/** Every value inside a JSON tree with its depth (root 0), depth first. */
export function* walkJson(value: unknown, depth = 0): Generator<{ value: unknown; depth: number }> {
  yield { value, depth };
  if (Array.isArray(value)) for (const item of value) yield* walkJson(item, depth + 1);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) yield* walkJson(item, depth + 1);
}

/** Deepest nesting of a JSON tree (a scalar is 0). */
export const jsonDepth = (value: unknown): number => {
  let max = 0;
  for (const { depth } of walkJson(value)) max = Math.max(max, depth);
  return max;
};

/** `null`, `boolean`, `number`, `string`, `array` or `object`. */
export const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Every object key used anywhere in a JSON tree. */
export const keysIn = (value: unknown): Set<string> => {
  const keys = new Set<string>();
  for (const { value: v } of walkJson(value))
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) for (const k of Object.keys(v)) keys.add(k);
  return keys;
};
