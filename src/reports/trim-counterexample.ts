import type { JsonValue } from '../reference/model/index.js';

type Json = JsonValue | undefined;
const isObject = (v: Json): v is { [key: string]: JsonValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const MAX_TEXT = 80;

/** A tool descriptor shown by name only: its schema is in the diff and the whole JSON. */
const isDescriptor = (v: Json): boolean => isObject(v) && typeof v['name'] === 'string' && 'inputSchema' in v;

/** Fields that are noise in a brief look: empty, default or unset. */
const isEmpty = (v: Json): boolean =>
  v === undefined ||
  v === false ||
  (Array.isArray(v) && v.length === 0) ||
  (isObject(v) && Object.keys(v).length === 0);

function trim(v: Json, depth: number): Json {
  if (typeof v === 'string') return v.length > MAX_TEXT ? `${v.slice(0, MAX_TEXT - 1)}…` : v;
  if (isDescriptor(v) && isObject(v)) return `tool ${String(v['name'])}`;
  if (Array.isArray(v)) return depth > 6 ? `[${v.length} items]` : v.map((x) => trim(x, depth + 1) ?? null);
  if (!isObject(v)) return v;
  if (depth > 6) return `{${Object.keys(v).length} keys}`;
  const kept = Object.entries(v)
    .filter(([, x]) => !isEmpty(x))
    .map(([k, x]) => [k, trim(x, depth + 1) ?? null] as const);
  return Object.fromEntries(kept);
}

const names = (tools: Json): JsonValue[] =>
  Array.isArray(tools) ? tools.map((t) => (isObject(t) && typeof t['name'] === 'string' ? t['name'] : '?')) : [];

/** Owner facts as the brief look needs them: mode, stage, the tools by name, and the owner facts that decide. */
function factsAtAGlance(facts: { [key: string]: JsonValue }): JsonValue {
  const registry = facts['registry'];
  const connections = isObject(registry) && Array.isArray(registry['connections']) ? registry['connections'] : [];
  const tools = connections.flatMap((c) => (isObject(c) ? names(c['tools']) : []));
  const native = Array.isArray(facts['nativeControls'])
    ? facts['nativeControls'].map((c) => (isObject(c) ? (names([c['descriptor'] ?? null])[0] ?? '?') : '?'))
    : [];
  const { mode, stage, host, grant, gatewayFacts, skills, diagnostics } = facts;
  const kept = { mode, stage, tools, nativeControls: native, host, grant, gatewayFacts, skills, diagnostics };
  return Object.fromEntries(Object.entries(kept).filter(([, v]) => !isEmpty(v))) as JsonValue;
}

/**
 * The counterexample cut to what a reader needs first: for a scenario the mutations, faults and lie
 * before the facts, facts at a glance (tools by name), empty and default fields dropped, long texts
 * shortened. The whole value stays in the report beside it.
 */
export function trimCounterexample(value: Json): Json {
  if (!isObject(value) || !isObject(value['facts']) || !Array.isArray(value['mutations'])) return trim(value, 0);
  const { mutations, faults, lie, revalidation, facts, identity } = value;
  const child = isObject(identity) && identity['parentRequestId'] !== undefined ? { identity } : {};
  const head = Object.fromEntries(
    Object.entries({ mutations, faults, lie, revalidation }).filter(([, x]) => !isEmpty(trim(x, 0))),
  );
  return trim({ ...head, facts: factsAtAGlance(facts), ...child } as JsonValue, 0);
}
