/** Deep copy of trusted JSON-shaped data (already validated); the copy shares no object with its source. */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => cloneJson(item)) as T;
  const copy: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  // defineProperty keeps a `__proto__` key an own data property instead of a prototype change.
  for (const key of Object.keys(source)) Object.defineProperty(copy, key, { value: cloneJson(source[key]), enumerable: true, writable: true, configurable: true });
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
