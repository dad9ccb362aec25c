/** Every object reachable from a value, by identity: to prove two structures share nothing. */
export function objectsOf(value: unknown, seen: Set<object> = new Set()): Set<object> {
  if (value === null || typeof value !== 'object' || seen.has(value)) return seen;
  seen.add(value);
  for (const item of Object.values(value)) objectsOf(item, seen);
  return seen;
}
