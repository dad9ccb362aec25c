import type { JsonValue, ToolDescriptor } from '../reference/model/index.js';
import { readSurface } from '../reference/parity/read-surface.js';

function deepFreeze<T>(value: T): T {
  // readSurface freezes only the list itself; the walk goes on below it (a JSON tree has no cycles).
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const isObject = (v: JsonValue | undefined): v is { [key: string]: JsonValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The guard's own copy of the admitted list: read once as data (a getter, Proxy or toJSON makes it throw),
 * sharing no object with the caller's, deeply frozen. Misuse throws at once, naming the path.
 */
export function takeBaseline(tools: unknown): readonly ToolDescriptor[] {
  const read = readSurface(tools);
  if (!read.ok) throw new TypeError(`a34-verify/guard: the admitted tools at ${read.path}: ${read.reason}`);
  const list = read.tools as readonly JsonValue[];
  const names = new Set<string>();
  list.forEach((tool, i) => {
    const at = `a34-verify/guard: the admitted tools at $[${i}]`;
    if (!isObject(tool)) throw new TypeError(`${at}: a tool is an object { name, description, inputSchema }`);
    if (typeof tool['name'] !== 'string' || tool['name'] === '') throw new TypeError(`${at}.name: a non-empty string`);
    if (typeof tool['description'] !== 'string') throw new TypeError(`${at}.description: a string ('' for none)`);
    if (!isObject(tool['inputSchema'])) throw new TypeError(`${at}.inputSchema: a JSON Schema object`);
    if (names.has(tool['name'])) throw new TypeError(`${at}.name: ${JSON.stringify(tool['name'])} is admitted twice`);
    names.add(tool['name']);
  });
  // readSurface built fresh objects: freezing them touches nothing of the caller's.
  return deepFreeze(list as unknown as ToolDescriptor[]);
}

/** The narrowed baseline: the named tools, in the baseline's order, never taken from a request. */
export function narrowTo(baseline: readonly ToolDescriptor[], names: readonly string[]): readonly ToolDescriptor[] {
  const unknown = names.filter((name) => !baseline.some((tool) => tool.name === name));
  if (unknown.length > 0)
    throw new TypeError(`a34-verify/guard: narrow() names tools never admitted: ${JSON.stringify(unknown)}`);
  const keep = new Set(names);
  return Object.freeze(baseline.filter((tool) => keep.has(tool.name)));
}
