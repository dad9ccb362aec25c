import type { JsonObject, JsonValue } from '../../reference/model/index.js';
import type { ConstraintsDescribed, OptionalNullable, ProfileRule } from '../profiles/rule.js';
import type { Segments } from './json-path.js';
import { sameJson } from './json-diff.js';
import { LISTS, MAPS, SCHEMAS } from './schema-keyword.js';

/** Where a declared rewrite was undone, and by which rule: it accounts for every difference at or below `at`. */
export interface RewriteMark {
  readonly at: Segments;
  readonly rule: string;
}

/** The wire schema with every exactly-verified declared rewrite undone, and where each was. */
export interface Undone {
  readonly schema: JsonValue;
  readonly marks: readonly RewriteMark[];
}

const isObject = (v: JsonValue | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const child = (o: JsonValue | undefined, key: string | number): JsonValue | undefined =>
  typeof key === 'number'
    ? Array.isArray(o)
      ? o[key]
      : undefined
    : isObject(o) && Object.hasOwn(o, key)
      ? o[key]
      : undefined;

/** A plain object from entries; defineProperty keeps an own `__proto__` key a key, as JSON.parse made it. */
function objectOf(entries: Iterable<readonly [string, JsonValue]>): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true });
  return out;
}

/** A phrase's value as the text writes it: numbers as JavaScript prints them, strings as they are. */
const rendered = (v: JsonValue | undefined): string | undefined =>
  typeof v === 'number' ? String(v) : typeof v === 'string' ? v : undefined;

/** The exact description text for `removed` (in the rule's order), or undefined when a value cannot be written. */
function constraintText(r: ConstraintsDescribed, logical: JsonObject, removed: readonly string[]): string | undefined {
  const phrases: string[] = [];
  const [a, b] = r.merged?.keywords ?? ['', ''];
  const merge =
    r.merged !== undefined &&
    removed.includes(a) &&
    removed.includes(b) &&
    sameJson(logical[a] as JsonValue, logical[b] as JsonValue);
  for (const [keyword, template] of r.phrases) {
    if (!removed.includes(keyword) || (merge && keyword === b)) continue;
    const value = rendered(logical[keyword]);
    if (value === undefined) return undefined;
    phrases.push((merge && keyword === a ? (r.merged?.template ?? template) : template).replace('{}', () => value));
  }
  const before = logical['description'];
  if (before !== undefined && typeof before !== 'string') return undefined;
  return `${before ? `${before}${r.joiner}` : ''}${r.lead}${phrases.join(r.separator)}`;
}

/** Constraints the wire left out, each stated exactly in the description: the node with them put back. */
function undescribe(
  r: ConstraintsDescribed,
  logical: JsonObject,
  wire: JsonObject,
): { node: JsonObject; removed: readonly string[] } | undefined {
  const removed = r.phrases.map(([k]) => k).filter((k) => Object.hasOwn(logical, k) && !Object.hasOwn(wire, k));
  const text = removed.length === 0 ? undefined : constraintText(r, logical, removed);
  if (text === undefined || wire['description'] !== text) return undefined;
  const kept = Object.entries(wire).filter(([k]) => k !== 'description');
  const restored = [...removed, 'description'].filter((k) => Object.hasOwn(logical, k));
  return { node: objectOf([...kept, ...restored.map((k) => [k, logical[k] as JsonValue] as const)]), removed };
}

/**
 * `{ anyOf: [branch, { type: 'null' }], …beside }` as one schema: the branch with the keywords beside it, which may
 * only be the rule's null-neutral `copies` (equal to the branch's where both have one). Null-neutral keywords
 * beside the union hold for the branch's instances and never for null, so the property admits exactly the merged
 * schema's instances, and null. Undefined for any other shape.
 */
function nullableBranch(r: OptionalNullable, wire: JsonValue | undefined): JsonObject | undefined {
  if (!isObject(wire) || !Array.isArray(wire['anyOf']) || wire['anyOf'].length !== 2) return undefined;
  const [branch, nil] = wire['anyOf'];
  if (!isObject(branch) || !sameJson(nil as JsonValue, { type: 'null' })) return undefined;
  const beside = Object.entries(wire).filter(([k]) => k !== 'anyOf');
  const fits = beside.every(
    ([k, v]) => r.copies.includes(k) && (!Object.hasOwn(branch, k) || sameJson(v, branch[k] as JsonValue)),
  );
  return fits ? objectOf([...Object.entries(branch), ...beside.filter(([k]) => !Object.hasOwn(branch, k))]) : undefined;
}

/** Every optional property made nullable and required, listed under the marker: the node as it was, else undefined. */
function unnull(
  r: OptionalNullable,
  logical: JsonObject,
  wire: JsonObject,
): { node: JsonObject; optional: readonly string[]; marker: string } | undefined {
  const props = logical['properties'];
  const wireProps = wire['properties'];
  if (!isObject(props) || !isObject(wireProps)) return undefined;
  const required = Array.isArray(logical['required']) ? logical['required'] : [];
  const optional = Object.keys(props).filter((k) => !required.includes(k));
  if (optional.length === 0) return undefined;
  if (
    !sameJson(wire[r.marker] as JsonValue, optional) ||
    !sameJson(wire['required'] as JsonValue, [...required, ...optional])
  )
    return undefined;
  const branches = optional.map((k) => nullableBranch(r, wireProps[k]));
  if (branches.some((b) => b === undefined) || Object.keys(wireProps).length !== Object.keys(props).length)
    return undefined;
  const properties = objectOf(
    Object.entries(wireProps).map(([k, v]) => [
      k,
      optional.includes(k) ? (branches[optional.indexOf(k)] as JsonObject) : v,
    ]),
  );
  const rest = Object.entries(wire).filter(([k]) => k !== r.marker && k !== 'required' && k !== 'properties');
  const back = Object.hasOwn(logical, 'required') ? [['required', logical['required'] as JsonValue] as const] : [];
  return { node: objectOf([...rest, ['properties', properties], ...back]), optional, marker: r.marker };
}

/** The node with its subschemas walked: maps by name, lists and tuples by index, single subschemas as they are. */
function walkChildren(
  logical: JsonValue | undefined,
  wire: JsonObject,
  at: Segments,
  marks: RewriteMark[],
  rules: readonly ProfileRule[],
): JsonObject {
  return objectOf(
    Object.entries(wire).map(([key, value]): [string, JsonValue] => {
      const o = child(logical, key);
      if (MAPS.has(key) && isObject(value))
        return [
          key,
          objectOf(Object.entries(value).map(([n, v]) => [n, walk(rules, child(o, n), v, [...at, key, n], marks)])),
        ];
      if ((LISTS.has(key) || SCHEMAS.has(key)) && Array.isArray(value))
        return [key, value.map((v, i) => walk(rules, child(o, i), v, [...at, key, i], marks))];
      if (SCHEMAS.has(key)) return [key, walk(rules, o, value, [...at, key], marks)];
      return [key, value];
    }),
  );
}

function walk(
  rules: readonly ProfileRule[],
  logical: JsonValue | undefined,
  wire: JsonValue,
  at: Segments,
  marks: RewriteMark[],
): JsonValue {
  if (!isObject(wire)) return wire;
  let node = wire;
  for (const { id, rule: r } of isObject(logical) ? rules : []) {
    const back = r.kind === 'optional-nullable' && isObject(logical) ? unnull(r, logical, node) : undefined;
    if (back === undefined) continue;
    marks.push({ at: [...at, 'required'], rule: id }, { at: [...at, back.marker], rule: id });
    for (const k of back.optional) marks.push({ at: [...at, 'properties', k], rule: id });
    node = back.node;
    break;
  }
  let out = walkChildren(logical, node, at, marks, rules);
  for (const { id, rule: r } of isObject(logical) ? rules : []) {
    const back = r.kind === 'constraints-described' && isObject(logical) ? undescribe(r, logical, out) : undefined;
    if (back === undefined) continue;
    for (const k of back.removed) marks.push({ at: [...at, k], rule: id });
    marks.push({ at: [...at, 'description'], rule: id });
    out = back.node;
    break;
  }
  return out;
}

/**
 * The wire schema with each declared rewrite undone where it is exactly what its rule says (the one place the
 * constraints-described and optional-nullable kinds are applied). What remains differs from the logical schema
 * only by undeclared changes; what was undone differs from the wire only where a mark says which rule allowed it.
 */
export function undoDeclared(rules: readonly ProfileRule[], logical: JsonValue, wire: JsonValue): Undone {
  const active = rules.filter((r) => r.rule.kind === 'constraints-described' || r.rule.kind === 'optional-nullable');
  if (active.length === 0) return { schema: wire, marks: [] };
  const marks: RewriteMark[] = [];
  return { schema: walk(active, logical, wire, [], marks), marks };
}

/** The rule of the deepest mark at or above `at`: the rewrite that accounts for a difference there. */
export function markedBy(marks: readonly RewriteMark[], at: Segments): string | undefined {
  let best: RewriteMark | undefined;
  for (const m of marks)
    if (
      m.at.length <= at.length &&
      m.at.every((s, i) => s === at[i]) &&
      (best === undefined || m.at.length > best.at.length)
    )
      best = m;
  return best?.rule;
}
