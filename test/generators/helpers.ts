import { expect } from 'vitest';

/** Asserts `value` survives JSON unchanged: no undefined-valued keys, no -0, NaN, functions or class instances. */
export function expectJsonRoundTrip(value: unknown): void {
  expect(JSON.parse(JSON.stringify(value))).toStrictEqual(value);
}

/** Asserts a generated value is what its schema parses it to, survives JSON and shares no object. */
export function expectSchemaValue(schema: { parse(value: unknown): unknown }, value: unknown): void {
  expect(schema.parse(value)).toStrictEqual(value);
  expectJsonRoundTrip(value);
  expect(sharedObjectPaths(value)).toEqual([]);
}

/** Paths at which an object is reached a second time: shared objects let one mutation hit two owners. */
export function sharedObjectPaths(value: unknown): string[] {
  const seen = new Set<object>();
  const shared: string[] = [];
  const walk = (v: unknown, path: string): void => {
    if (v === null || typeof v !== 'object') return;
    if (seen.has(v)) {
      shared.push(path);
      return;
    }
    seen.add(v);
    for (const [k, child] of Object.entries(v)) walk(child, `${path}.${k}`);
  };
  walk(value, '$');
  return shared;
}

/** Every object node of a JSON value, depth first. */
export function* objectNodes(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const v of value) yield* objectNodes(v);
  else if (value !== null && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const v of Object.values(value)) yield* objectNodes(v);
  }
}
