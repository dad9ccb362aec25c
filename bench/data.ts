import { seededRandom } from '../src/harness/seed.js';
import type { JsonObject, JsonValue, ToolDescriptor } from '../src/reference/model/index.js';

/** Serialized size band of one generated tool, in UTF-16 code units of its JSON (ASCII only, so also bytes). */
export const TOOL_BYTES = { min: 1_000, max: 2_000 } as const;

const WORDS = [
  'market',
  'price',
  'range',
  'issuer',
  'fund',
  'index',
  'yield',
  'bond',
  'equity',
  'sector',
  'region',
  'currency',
  'holding',
  'weight',
  'fee',
  'date',
  'limit',
  'cursor',
  'query',
  'filter',
];

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const int = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));
const sentence = (rng: Rng, words: number): string => Array.from({ length: words }, () => pick(rng, WORDS)).join(' ');

function leafSchema(rng: Rng): JsonObject {
  switch (int(rng, 0, 3)) {
    case 0:
      return { type: 'string', minLength: 1, description: sentence(rng, int(rng, 3, 8)) };
    case 1:
      return { type: 'integer', minimum: 0, maximum: int(rng, 10, 1_000), default: int(rng, 0, 9) };
    case 2:
      return { type: 'string', enum: Array.from({ length: int(rng, 2, 5) }, () => pick(rng, WORDS)) };
    default:
      return { type: 'array', items: { type: 'string', format: 'date' }, maxItems: int(rng, 1, 30) };
  }
}

/** A nested object chain; its innermost node holds the tool's deepest fields (and the `0` and `null` the lie table needs). */
function nestedFilter(rng: Rng, depth: number): JsonObject {
  let node: JsonObject = { type: 'number', minimum: 0, default: null, description: sentence(rng, 4) };
  for (let level = 0; level < depth; level++) {
    node = { type: 'object', properties: { [`${pick(rng, WORDS)}${level}`]: node }, additionalProperties: false };
  }
  return node;
}

function tool(rng: Rng, index: number): ToolDescriptor {
  const properties: JsonObject = { filter: nestedFilter(rng, int(rng, 3, 5)) };
  const inputSchema: JsonObject = { type: 'object', properties, required: ['filter'], additionalProperties: false };
  const descriptor: ToolDescriptor = {
    name: `${pick(rng, WORDS)}__tool_${index}`,
    description: sentence(rng, int(rng, 10, 30)),
    inputSchema,
    annotations: { readOnlyHint: true, openWorldHint: rng() < 0.5 },
  };
  // Grow property by property (each < 200 chars) until a per-tool target inside the band, so the size is stated, not hoped for.
  const target = int(rng, TOOL_BYTES.min + 100, TOOL_BYTES.max - 250);
  for (let p = 0; JSON.stringify(descriptor).length < target; p++)
    properties[`${pick(rng, WORDS)}_${p}`] = leafSchema(rng);
  return descriptor;
}

/** `count` distinct, wire-safe tool descriptors of ~1-2 KB each; the same seed gives the same list. */
export function toolList(count: number, seed = 34): ToolDescriptor[] {
  const rng = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => tool(rng, index));
}

/** Key path of the first deepest leaf in key order: the last place a difference can hide. */
export function deepestPath(value: JsonValue): (string | number)[] {
  if (value === null || typeof value !== 'object') return [];
  let best: (string | number)[] = [];
  const entries: [string | number, JsonValue][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [key, child] of entries) {
    const below = [key, ...deepestPath(child)];
    if (below.length > best.length) best = below;
  }
  return best;
}

/** A deep copy of `tools` (same key order) whose tool `index` differs in its deepest leaf only. */
export function withDeepestChanged(tools: readonly ToolDescriptor[], index: number): ToolDescriptor[] {
  const copy = structuredClone(tools) as ToolDescriptor[];
  const path = deepestPath(copy[index] ?? null);
  // Casts: the path was just read off this very value, so each step is a container.
  let holder = copy[index] as unknown as Record<string | number, JsonValue>;
  for (const key of path.slice(0, -1)) holder = holder[key] as unknown as Record<string | number, JsonValue>;
  const last = path[path.length - 1] as string | number;
  const leaf = holder[last];
  holder[last] =
    typeof leaf === 'string'
      ? `${leaf}!`
      : typeof leaf === 'number'
        ? leaf + 1
        : typeof leaf === 'boolean'
          ? !leaf
          : 'changed';
  return copy;
}
