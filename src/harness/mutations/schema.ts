import type { Mutation } from '../scenario.js';
import { asRecord, targetIndex, type ToolRecord } from './tool-access.js';

/** Every object node under a schema, depth first; the root comes first. */
function objectNodes(node: unknown, out: ToolRecord[] = []): ToolRecord[] {
  if (Array.isArray(node)) node.forEach((item) => objectNodes(item, out));
  else {
    const record = asRecord(node);
    if (record === undefined) return out;
    out.push(record);
    Object.values(record).forEach((value) => objectNodes(value, out));
  }
  return out;
}

/** Keys whose change needs a node that already holds a non-empty array, so the array itself grows or shrinks. */
const ARRAY_KEYED: Record<string, string> = { enum: 'enum', required: 'required' };
/** What a kind change needs: a node with at least one key to turn into another JSON kind. */
const NEEDS_KEY = new Set(['kind-change']);

/** Prefers a nested node, so in-place changes land where a shallow copy still shares. */
function pickNode(schema: unknown, pick: number, variant: string): ToolRecord | undefined {
  const all = objectNodes(schema);
  const key = ARRAY_KEYED[variant];
  const holding = key === undefined ? [] : all.filter((n) => Array.isArray(n[key]) && (n[key] as unknown[]).length > 0);
  const keyed = NEEDS_KEY.has(variant) ? all.filter((n) => Object.keys(n).length > 0) : [];
  const nodes = holding.length > 0 ? holding : keyed.length > 0 ? keyed : all;
  const nested = nodes.length > 1 ? nodes.slice(1) : nodes;
  return nested[pick % Math.max(1, nested.length)];
}

/** The same content in another JSON kind: `{}`↔`[]`, `{"0":x}`→`[x]`, `null`→`{}`, `"1"`→`1`, `true`→`"true"`. */
function otherKind(value: unknown): unknown {
  if (Array.isArray(value)) return Object.fromEntries(value.map((item, i) => [String(i), item]));
  if (value === null) return {};
  if (typeof value === 'object') return Object.values(value);
  if (typeof value === 'string')
    return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value.length;
  return String(value);
}

const firstKey = (o: ToolRecord): string | undefined => Object.keys(o).sort()[0];

/** Changes one schema node in place. */
export const SCHEMA_CHANGES: Record<string, (node: ToolRecord, pick: number) => void> = {
  'property-added': (node, pick) => {
    const props = asRecord(node['properties']);
    if (props) props[`injected_${pick}`] = { type: 'string' };
    else node['properties'] = { [`injected_${pick}`]: { type: 'string' } };
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
  enum: (node, pick) => {
    const values = node['enum'];
    if (Array.isArray(values)) values.push(`injected_${pick}`);
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
    const keys = Object.keys(node).sort();
    const key = keys.includes('properties') && pick % 2 === 0 ? 'properties' : keys[pick % Math.max(1, keys.length)];
    if (key !== undefined) node[key] = otherKind(node[key]);
  },
};

function changeNode(schema: unknown, m: Mutation): void {
  const node = pickNode(schema, m.pick, m.variant);
  if (node !== undefined) SCHEMA_CHANGES[m.variant]?.(node, m.pick);
}

/** Replaces a tool's input schema by a changed copy: the request's old schema object is left alone. */
export function replaceSchema(tools: unknown[], m: Mutation): void {
  const index = targetIndex(tools, m.target);
  const tool = index === undefined ? undefined : asRecord(tools[index]);
  if (index === undefined || tool === undefined) return;
  const copy: unknown = structuredClone(tool['inputSchema']);
  changeNode(copy, m);
  tools[index] = { ...tool, inputSchema: copy };
}

/** Mutates a nested schema object of the request itself, in place. */
export function schemaInPlace(tools: unknown[], m: Mutation): void {
  const index = targetIndex(tools, m.target);
  const tool = index === undefined ? undefined : asRecord(tools[index]);
  if (tool !== undefined) changeNode(tool['inputSchema'], m);
}
