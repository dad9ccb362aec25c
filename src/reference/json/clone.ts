/** Deep copy of trusted JSON-shaped data (already validated); the copy shares no object with its source. */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = value.slice();
    for (let i = 0; i < copy.length; i++) copy[i] = cloneJson(copy[i]);
    return copy as T;
  }
  // Spread copies the shape at once and keeps a `__proto__` key an own data property.
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of Object.keys(copy)) {
    const item = copy[key];
    if (item !== null && typeof item === 'object') copy[key] = cloneJson(item);
  }
  return copy as T;
}

/** Freezes a value and everything it reaches, so a reference into it cannot change it. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}
