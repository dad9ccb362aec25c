import type { Mutation } from '../scenario.js';
import { asRecord, targetIndex, type ToolRecord } from './tool-access.js';

/** An object's values in code-unit key order: a change then strikes the same place in a key-reordered copy (§5). */
const valuesInKeyOrder = (record: ToolRecord): unknown[] =>
  Object.keys(record)
    .sort()
    .map((key) => record[key]);

/** Every object node under a schema, depth first, keys in code-unit order; the root comes first. */
function objectNodes(node: unknown, out: ToolRecord[] = []): ToolRecord[] {
  if (Array.isArray(node)) node.forEach((item) => objectNodes(item, out));
  else {
    const record = asRecord(node);
    if (record === undefined) return out;
    out.push(record);
    valuesInKeyOrder(record).forEach((value) => objectNodes(value, out));
  }
  return out;
}

/**
 * Keys whose change needs a node that already holds a non-empty array or object there: the array itself grows or
 * shrinks, a property is added or removed where properties are declared (so its name is on the difference's path).
 */
const HELD_AT: Record<string, readonly [key: string, kind: 'array' | 'object']> = {
  enum: ['enum', 'array'],
  required: ['required', 'array'],
  'property-added': ['properties', 'object'],
  'property-removed': ['properties', 'object'],
};
const holds = (node: ToolRecord, [key, kind]: readonly [string, 'array' | 'object']): boolean => {
  const value = node[key];
  return (
    value !== null &&
    typeof value === 'object' &&
    Array.isArray(value) === (kind === 'array') &&
    Object.keys(value).length > 0
  );
};
/** Nodes a variant must strike to mean anything: `close-type` needs a numeric `type` to swap for its neighbour. */
const WANTS: Record<string, (node: ToolRecord) => boolean> = {
  'close-type': (node) => node['type'] === 'integer' || node['type'] === 'number',
};
/** What a kind change needs: a node with at least one key to turn into another JSON kind. */
const NEEDS_KEY = new Set(['kind-change', 'property-renamed']);

/** What `==` takes for `value` among the other JSON scalar types (`1`/`"1"`, `true`/`1`/`"1"`, `0`/`""`/`false`), or none. */
function looseTwins(value: unknown): unknown[] {
  if (typeof value === 'boolean') return [Number(value), value ? '1' : ''];
  if (typeof value === 'number') return value === 0 || value === 1 ? [String(value), value === 1] : [String(value)];
  if (typeof value !== 'string') return [];
  if (value === '') return [0, false];
  return value.trim() === value && Number.isFinite(Number(value)) ? [Number(value)] : [];
}

/**
 * Values a shallow comparison takes for their replacement, by class: `null` against `{}` (`typeof null` is
 * `'object'`), `{}` against `[]` (half the time), `0`, `false` or `""`, a number or boolean against `{}` (none has an own key),
 * `[]` against `{}`, and a scalar against its `==` twin of another type. Each class is asked for alike, so a rare
 * `null` or `{}` in a baseline is not outdrawn by numbers.
 */
const LOOK_ALIKES: readonly {
  holds: (value: unknown) => boolean;
  swap: (pick: number, value: unknown) => unknown;
}[] = [
  { holds: (v) => v === null, swap: () => ({}) },
  {
    holds: (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0,
    // Half the swaps are `[]`: two containers of other kinds are the subtlest pair (both `typeof` 'object', no keys).
    swap: (pick) => [[], 0, [], false, [], ''][pick % 6],
  },
  { holds: (v) => typeof v === 'number' || typeof v === 'boolean', swap: () => ({}) },
  { holds: (v) => Array.isArray(v) && v.length === 0, swap: () => ({}) },
  {
    holds: (v) => looseTwins(v).length > 0,
    swap: (pick, v) => {
      const twins = looseTwins(v);
      return twins[pick % twins.length];
    },
  },
];
/** A kind change with an even pick swaps a look-alike, where the schema holds one. */
const confusing = (variant: string, pick: number): boolean => variant === 'kind-change' && pick % 2 === 0;
type LookAlike = (typeof LOOK_ALIKES)[number];
/** The look-alike class an even pick asks for. */
const askedLookAlike = (pick: number): LookAlike | undefined => LOOK_ALIKES[Math.floor(pick / 2) % LOOK_ALIKES.length];
const holdsLookAlike = (nodes: readonly ToolRecord[], c: LookAlike): boolean =>
  nodes.some((n) => Object.values(n).some(c.holds));
/** The look-alike class an even pick asks for, or any class the schema holds when it holds none of that one. */
const lookAlikeOf = (nodes: readonly ToolRecord[], pick: number) => {
  const present = LOOK_ALIKES.filter((c) => holdsLookAlike(nodes, c));
  const asked = askedLookAlike(pick);
  return asked !== undefined && present.includes(asked)
    ? asked
    : present[Math.floor(pick / 2) % Math.max(1, present.length)];
};

/** Prefers a nested node, so in-place changes land where a shallow copy still shares. */
function pickNode(schema: unknown, pick: number, variant: string): ToolRecord | undefined {
  const all = objectNodes(schema);
  const held = HELD_AT[variant];
  const alike = confusing(variant, pick) ? lookAlikeOf(all, pick) : undefined;
  if (alike !== undefined) {
    const holding = all.filter((n) => Object.values(n).some(alike.holds));
    return holding[Math.floor(pick / 8) % holding.length];
  }
  const wants = WANTS[variant];
  const wanted = wants === undefined ? [] : all.filter(wants);
  if (wanted.length > 0) return wanted[pick % wanted.length];
  const holding = held === undefined ? [] : all.filter((n) => holds(n, held));
  const keyed = NEEDS_KEY.has(variant) ? all.filter((n) => Object.keys(n).length > 0) : [];
  const nodes = holding.length > 0 ? holding : keyed.length > 0 ? keyed : all;
  const nested = nodes.length > 1 ? nodes.slice(1) : nodes;
  return nested[pick % Math.max(1, nested.length)];
}

const JSON_KINDS = ['null', 'boolean', 'number', 'string', 'array', 'object'] as const;
type JsonKind = (typeof JSON_KINDS)[number];
const kindOf = (value: unknown): JsonKind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonKind);

/** `value` carried into `kind`, keeping what content it can: `{"0":x}`↔`[x]`, `"1"`→`1`, `true`→`"true"`, `x`→`[x]`. */
function asKind(value: unknown, kind: JsonKind): unknown {
  switch (kind) {
    case 'null':
      return null;
    case 'boolean':
      return value !== null && value !== false && value !== 0 && value !== '';
    case 'number':
      if (typeof value === 'string')
        return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value.length;
      return typeof value === 'boolean'
        ? Number(value)
        : value !== null && typeof value === 'object'
          ? Object.keys(value).length
          : 0;
    case 'string':
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    case 'array':
      if (Array.isArray(value)) return [...value];
      return value !== null && typeof value === 'object'
        ? valuesInKeyOrder(value as ToolRecord)
        : value === null
          ? []
          : [value];
    case 'object':
      return Array.isArray(value) ? Object.fromEntries(value.map((item, i) => [String(i), item])) : {};
  }
}

/** Kinds a shallow comparison confuses: `typeof null` is `'object'`, and arrays and objects are both objects. */
const OBJECT_LIKE: readonly JsonKind[] = ['null', 'array', 'object'];

/**
 * The same content in another JSON kind, any of the five others by `pick`: every pair of kinds is reached, `null`
 * and containers three times as often (a leaf or `null` against `{}`, `{"0":x}` against `[x]`).
 */
function otherKind(value: unknown, pick: number): unknown {
  const others = JSON_KINDS.filter((kind) => kind !== kindOf(value));
  const objectLike = others.filter((kind) => OBJECT_LIKE.includes(kind));
  const weighted = [...others, ...objectLike, ...objectLike];
  return asKind(value, weighted[pick % weighted.length] ?? 'null');
}

/** Names an added property takes: a plain one, and keys a JSON path must quote (digit-led, a letter and punctuation). */
const addedName = (pick: number): string => [`injected_${pick}`, `${pick % 10}fa`, 'x-', 'n.'][pick % 4] ?? 'injected';

const firstKey = (o: ToolRecord): string | undefined => Object.keys(o).sort()[0];

/** Changes one schema node in place. */
export const SCHEMA_CHANGES: Record<string, (node: ToolRecord, pick: number) => void> = {
  'property-added': (node, pick) => {
    const props = asRecord(node['properties']);
    const name = props && Object.hasOwn(props, addedName(pick)) ? `injected_${pick}` : addedName(pick);
    if (props) props[name] = { type: 'string' };
    else node['properties'] = { [name]: { type: 'string' } };
  },
  'property-removed': (node) => {
    const props = asRecord(node['properties']);
    const holder = props && Object.keys(props).length > 0 ? props : node;
    const key = firstKey(holder);
    if (key !== undefined) delete holder[key];
  },
  type: (node) => {
    node['type'] = node['type'] === 'string' ? 'number' : 'string';
  },
  // Between close kinds: a checker that reads integer as a kind of number takes the two for one.
  'close-type': (node) => {
    node['type'] = node['type'] === 'integer' ? 'number' : 'integer';
  },
  enum: (node, pick) => {
    const values = node['enum'];
    // Half the time an allowed value is swapped for another, so the list keeps its length.
    if (Array.isArray(values) && values.length > 0 && pick % 2 === 1) values[values.length - 1] = `injected_${pick}`;
    else if (Array.isArray(values)) values.push(`injected_${pick}`);
    else node['enum'] = ['injected'];
  },
  required: (node) => {
    const required = node['required'];
    if (Array.isArray(required) && required.length > 0) required.pop();
    else node['required'] = [firstKey(asRecord(node['properties']) ?? {}) ?? 'injected'];
  },
  'nested-description': (node) => {
    const old = node['description'];
    node['description'] = typeof old === 'string' ? `${old} (changed)` : 'changed';
  },
  'additional-properties': (node) => {
    node['additionalProperties'] = node['additionalProperties'] === false;
  },
  'kind-change': (node, pick) => {
    // An even pick: the node was picked for holding a look-alike of the class the pick asks for (see pickNode).
    const alike = confusing('kind-change', pick) ? lookAlikeOf([node], pick) : undefined;
    const swapped =
      alike &&
      Object.keys(node)
        .sort()
        .filter((key) => alike.holds(node[key]));
    const alikeKey = swapped?.[Math.floor(pick / 32) % swapped.length];
    if (alike !== undefined && alikeKey !== undefined) {
      node[alikeKey] = alike.swap(Math.floor(pick / 8), node[alikeKey]);
      return;
    }
    // Every kind of value the node holds is as likely to change as another (a number as a description's text),
    // then a key of that kind: the source kind takes the pick modulo 7, the new kind the next digit, the key the rest.
    const keys = Object.keys(node).sort();
    const held = JSON_KINDS.filter((kind) => keys.some((key) => kindOf(node[key]) === kind));
    const from = held[(pick % 7) % Math.max(1, held.length)];
    const ofKind = keys.filter((key) => kindOf(node[key]) === from);
    const key = ofKind[Math.floor(pick / 49) % Math.max(1, ofKind.length)];
    if (key !== undefined) node[key] = otherKind(node[key], Math.floor(pick / 7));
  },
  'property-renamed': (node, pick) => {
    const props = asRecord(node['properties']);
    const holder = props && Object.keys(props).length > 0 ? props : node;
    const keys = Object.keys(holder).sort();
    const key = keys[pick % Math.max(1, keys.length)];
    if (key === undefined) return;
    // Same value, same count of keys: only the name differs (a case change or a suffix).
    const renamed = key.toUpperCase() !== key ? key.toUpperCase() : `${key}_renamed`;
    const value = holder[key];
    delete holder[key];
    holder[renamed] = value;
  },
};

function changeNode(schema: unknown, m: Mutation): void {
  const node = pickNode(schema, m.pick, m.variant);
  if (node !== undefined) SCHEMA_CHANGES[m.variant]?.(node, m.pick);
}

/**
 * The tool a schema change goes to: its target, except that a look-alike kind change moves on (cyclically) to the
 * first tool whose schema holds the class it asks for, so a rare `null` or `{}` anywhere in the list is reached.
 */
function schemaTarget(tools: readonly unknown[], m: Mutation): number | undefined {
  const index = targetIndex(tools, m.target);
  const wants = WANTS[m.variant];
  if (index !== undefined && wants !== undefined) return firstHolding(tools, index, (nodes) => nodes.some(wants));
  const asked = askedLookAlike(m.pick);
  if (index === undefined || asked === undefined || !confusing(m.variant, m.pick)) return index;
  return firstHolding(tools, index, (nodes) => holdsLookAlike(nodes, asked));
}

/** The first tool from `index` on (cyclically) whose schema nodes satisfy `test`, else `index`. */
function firstHolding(tools: readonly unknown[], index: number, test: (nodes: ToolRecord[]) => boolean): number {
  for (let step = 0; step < tools.length; step++) {
    const at = (index + step) % tools.length;
    if (test(objectNodes(asRecord(tools[at])?.['inputSchema']))) return at;
  }
  return index;
}

/** Replaces a tool's input schema by a changed copy: the request's old schema object is left alone. */
export function replaceSchema(tools: unknown[], m: Mutation): void {
  const index = schemaTarget(tools, m);
  const tool = index === undefined ? undefined : asRecord(tools[index]);
  // A tool whose schema an earlier hook removed has none to replace: writing `inputSchema: undefined` back
  // would be a value JSON cannot carry, another change than this one.
  if (index === undefined || tool === undefined || !('inputSchema' in tool)) return;
  const copy: unknown = structuredClone(tool['inputSchema']);
  changeNode(copy, m);
  tools[index] = { ...tool, inputSchema: copy };
}

/** Mutates a nested schema object of the request itself, in place. */
export function schemaInPlace(tools: unknown[], m: Mutation): void {
  const index = schemaTarget(tools, m);
  const tool = index === undefined ? undefined : asRecord(tools[index]);
  if (tool !== undefined) changeNode(tool['inputSchema'], m);
}
