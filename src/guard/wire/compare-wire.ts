import type { JsonObject, JsonValue, ToolDescriptor } from '../../reference/model/index.js';
import type { Provider } from '../../reference/wire/encoder.js';
import type { AcceptRule, ProfileRule } from '../profiles/rule.js';
import { finding, type WireFinding as Finding } from './finding.js';
import { markedBy, undoDeclared } from './declared-rewrites.js';
import { type JsonDifference, jsonDifferences, sameJson } from './json-diff.js';
import { renderPath } from './json-path.js';
import type { WireEntry } from './read-body.js';
import { readsAlike } from './schema-dialect.js';
import { schemaKeyword } from './schema-keyword.js';

/** What the judge compares: the logical list sent, the entries read off the wire, the declared name table. */
export interface WireCase {
  readonly provider: Provider;
  readonly expected: readonly ToolDescriptor[];
  readonly entries: readonly WireEntry[];
  /** Wire name → logical name, where the framework declares its renaming. */
  readonly names?: Readonly<Record<string, string>>;
}

type Rules = readonly ProfileRule[];
const has = (rules: Rules, kind: AcceptRule['kind']): boolean => rules.some((r) => r.rule.kind === kind);
const logicalName = (names: WireCase['names'], wire: string): string =>
  names !== undefined && Object.hasOwn(names, wire) ? (names[wire] as string) : wire;
const isObject = (v: JsonValue | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const noProperties = (s: JsonObject): boolean =>
  !Object.hasOwn(s, 'properties') || (isObject(s['properties']) && Object.keys(s['properties']).length === 0);
const emptyObjectSchema = (s: JsonObject): boolean =>
  Object.keys(s).every((k) => k === 'type' || k === 'properties') && s['type'] === 'object' && noProperties(s);

function compareEntry(rules: Rules, tool: ToolDescriptor, entry: WireEntry, index: number): Finding[] {
  const out: Finding[] = [];
  const base = { toolIndex: index, tool: tool.name };
  if (entry.description === undefined) {
    if (!(tool.description === '' && has(rules, 'empty-description-omitted'))) {
      out.push(
        finding({
          ...base,
          field: 'description',
          change: 'removed',
          path: renderPath([index, 'description']),
          expected: tool.description,
          actual: '<absent>',
          reason: 'description left out',
        }),
      );
    }
  } else if (entry.description !== tool.description) {
    out.push(
      finding({
        ...base,
        field: 'description',
        change: 'changed',
        path: renderPath([index, 'description']),
        expected: tool.description,
        actual: entry.description,
        reason: 'description rewritten',
      }),
    );
  }
  out.push(...compareSchema(rules, tool, entry, index));
  for (const [key, value] of Object.entries(entry.extras)) {
    const accepted = rules.some(
      ({ rule: r }) => r.kind === 'entry-field' && r.key === key && JSON.stringify(r.value) === JSON.stringify(value),
    );
    if (!accepted)
      out.push(
        finding({
          ...base,
          field: 'entry',
          change: 'added',
          keyword: key,
          path: renderPath([index, key]),
          expected: '<absent>',
          actual: value,
          reason: `entry field ${key} outside the accepted encodings`,
        }),
      );
  }
  return out;
}

function compareSchema(rules: Rules, tool: ToolDescriptor, entry: WireEntry, index: number): Finding[] {
  const base = { toolIndex: index, tool: tool.name, field: 'inputSchema' as const };
  if (entry.schemaKey === undefined || entry.schema === undefined) {
    if (emptyObjectSchema(tool.inputSchema) && has(rules, 'empty-schema-omitted')) return [];
    return [
      finding({
        ...base,
        change: 'removed',
        path: renderPath([index, 'inputSchema']),
        expected: tool.inputSchema,
        actual: '<absent>',
        reason: 'schema left out',
      }),
    ];
  }
  const out: Finding[] = [];
  if (!rules.some(({ rule: r }) => r.kind === 'schema-key' && r.key === entry.schemaKey)) {
    out.push(
      finding({
        ...base,
        field: 'entry',
        change: 'changed',
        keyword: entry.schemaKey,
        path: renderPath([index, entry.schemaKey]),
        expected: '<absent>',
        actual: entry.schemaKey,
        reason: 'schema under a key outside the accepted encodings',
      }),
    );
  }
  let actual = entry.schema;
  if (
    isObject(actual) &&
    !Object.hasOwn(tool.inputSchema, 'properties') &&
    has(rules, 'empty-properties-added') &&
    isObject(actual['properties']) &&
    Object.keys(actual['properties']).length === 0
  ) {
    const { properties: _dropped, ...rest } = actual;
    actual = rest;
  }
  // Declared rewrites undone first: what is left differs from the logical schema by undeclared changes only.
  const undone = sameJson(tool.inputSchema, actual)
    ? { schema: actual, marks: [] }
    : undoDeclared(rules, tool.inputSchema, actual);
  const declared = sameJson(undone.schema, actual) ? [] : jsonDifferences(undone.schema, actual);
  const left = sameJson(tool.inputSchema, undone.schema) ? [] : jsonDifferences(tool.inputSchema, undone.schema);
  for (const [d, marked] of [...left.map((d) => [d, false] as const), ...declared.map((d) => [d, true] as const)]) {
    const keyword = schemaKeyword(d.at);
    const acceptedBy = marked
      ? markedBy(undone.marks, d.at)
      : declaredBy(rules, d, keyword, entry.schemaKey, [tool.inputSchema, actual]);
    out.push(
      finding({
        ...base,
        change: d.kind,
        keyword,
        path: renderPath([index, 'inputSchema', ...d.at]),
        expected: d.expected,
        actual: d.actual,
        reason: `schema keyword ${keyword} ${d.kind}`,
        ...(acceptedBy === undefined ? {} : { acceptedBy }),
      }),
    );
  }
  return out;
}

/**
 * The root `$schema` swapped (or removed, `to: null`) as the rule says, where both schemas (logical and wire) read
 * alike in both dialects.
 */
const dialectSwapped = (r: AcceptRule, d: JsonDifference, schemas: readonly [JsonValue, JsonValue]): boolean =>
  r.kind === 'schema-dialect' &&
  d.at.length === 1 &&
  d.at[0] === '$schema' &&
  d.expected === r.from &&
  (r.to === null ? d.kind === 'removed' : d.kind === 'changed' && d.actual === r.to) &&
  schemas.every((s) => readsAlike(s));

/**
 * The rule that declares a schema difference legitimate: a keyword it names removed whole (or with the value it
 * names), or added as it says, or the root dialect swapped or removed (`schemas`: the logical and the wire
 * schema, which the swap must leave alike).
 */
function declaredBy(
  rules: Rules,
  d: JsonDifference,
  keyword: string,
  schemaKey: string,
  schemas: readonly [JsonValue, JsonValue],
): string | undefined {
  const last = d.at[d.at.length - 1];
  // Only the keyword itself, removed or added whole: a change inside its value is never declared.
  if (last !== keyword) return undefined;
  const rule = rules.find(({ rule: r }) =>
    r.kind === 'keywords-dropped'
      ? d.kind === 'removed' && r.keywords.includes(keyword) && (r.schemaKey === undefined || r.schemaKey === schemaKey)
      : r.kind === 'keyword-added'
        ? d.kind === 'added' && r.keyword === keyword && sameJson(r.value, d.actual)
        : r.kind === 'keyword-removed'
          ? d.kind === 'removed' && r.keyword === keyword && sameJson(r.value, d.expected)
          : dialectSwapped(r, d, schemas),
  );
  return rule?.id;
}

/** Two or more entries with one wire name: the model can no longer tell them apart. */
function mergedNames(entries: readonly WireEntry[]): Finding[] {
  const wire = entries.map((e) => e.name);
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of wire) (seen.has(name) ? twice : seen).add(name);
  return [...twice].map((name) =>
    finding({
      field: 'name',
      change: 'merged',
      toolIndex: wire.indexOf(name),
      tool: name,
      path: '$',
      expected: '<absent>',
      actual: wire as JsonValue,
      reason: `${wire.filter((n) => n === name).length} wire entries are named ${JSON.stringify(name)}`,
    }),
  );
}

/**
 * Pairs wire entries with logical tools: by name first; then a leftover with a leftover of the same description
 * (a renamed tool keeps its text, so a dropped tool beside a renamed one does not pair with it); then the rest in
 * order (a renaming that also rewrote the text).
 */
function pairUp(
  expected: readonly string[],
  logical: readonly string[],
  described: { readonly expected: readonly (string | undefined)[]; readonly logical: readonly (string | undefined)[] },
): { pairs: [number, number][]; removed: number[]; added: number[] } {
  const taken = new Set<number>();
  const pairs: [number, number][] = [];
  const unmatched: number[] = [];
  // Positions of each wire name, first first: a name is paired with its earliest untaken position (linear time).
  const positions = new Map<string, number[]>();
  logical.forEach((n, j) => {
    const list = positions.get(n);
    if (list === undefined) positions.set(n, [j]);
    else list.push(j);
  });
  expected.forEach((name, i) => {
    const at = positions.get(name)?.shift();
    if (at === undefined) unmatched.push(i);
    else {
      taken.add(at);
      pairs.push([i, at]);
    }
  });
  const bySameText = new Map<string | undefined, number[]>();
  for (let j = 0; j < logical.length; j++) {
    if (taken.has(j)) continue;
    const text = described.logical[j];
    const list = bySameText.get(text);
    if (list === undefined) bySameText.set(text, [j]);
    else list.push(j);
  }
  const stillUnmatched: number[] = [];
  for (const i of unmatched) {
    const at = bySameText.get(described.expected[i])?.shift();
    if (at === undefined) stillUnmatched.push(i);
    else {
      taken.add(at);
      pairs.push([i, at]);
    }
  }
  const spare = logical.map((_, j) => j).filter((j) => !taken.has(j));
  stillUnmatched.forEach((i, k) => {
    const j = spare[k];
    if (j !== undefined) pairs.push([i, j]);
  });
  return {
    pairs,
    removed: stillUnmatched.slice(spare.length),
    added: spare.slice(stillUnmatched.length),
  };
}

/** A tool only one side has: `removed` (logical, missing on the wire) or `added` (on the wire only). */
function oneSided(change: 'removed' | 'added', index: number, name: string): Finding {
  const removed = change === 'removed';
  return finding({
    field: 'tool',
    change,
    toolIndex: index,
    tool: name,
    path: renderPath([index]),
    expected: removed ? name : '<absent>',
    actual: removed ? '<absent>' : name,
    reason: removed
      ? `tool ${JSON.stringify(name)} missing on the wire`
      : `wire tool ${JSON.stringify(name)} not in the logical list`,
  });
}

function compareLists(c: WireCase, rules: Rules, logical: readonly string[]): Finding[] {
  const expected = c.expected.map((t) => t.name);
  const { pairs, removed, added } = pairUp(expected, logical, {
    expected: c.expected.map((t) => t.description),
    logical: c.entries.map((e) => e.description),
  });
  const out: Finding[] = [];
  // Order is judged over every pair, renamed tools included (a tool renamed and moved to the end is moved):
  // a wire position going backwards is a reorder.
  const order = [...pairs].sort(([a], [b]) => a - b).map(([, j]) => j);
  if (order.some((j, k) => k > 0 && j < (order[k - 1] as number))) {
    out.push(
      finding({
        field: 'tool',
        change: 'reordered',
        toolIndex: 0,
        tool: '',
        path: '$',
        expected: expected as JsonValue,
        actual: logical as JsonValue,
        reason: 'same tools, another order',
      }),
    );
  }
  for (const i of removed) out.push(oneSided('removed', i, expected[i] ?? ''));
  for (const j of added) out.push(oneSided('added', j, logical[j] ?? ''));
  for (const [i, j] of [...pairs].sort(([a], [b]) => a - b)) {
    const tool = c.expected[i] as ToolDescriptor;
    const entry = c.entries[j] as WireEntry;
    if (logical[j] !== tool.name)
      out.push(
        finding({
          field: 'name',
          change: 'changed',
          toolIndex: i,
          tool: tool.name,
          path: renderPath([i, 'name']),
          expected: tool.name,
          actual: entry.name,
          reason: 'name changed, no declared mapping',
        }),
      );
    out.push(...compareEntry(rules, tool, entry, i));
  }
  return out;
}

/**
 * Every deviation of a request's tools from the logical list under `rules` (a provider's encodings plus any
 * profile). A deviation a rule declares carries `acceptedBy`; every other one is a finding.
 */
export function compareWire(c: WireCase, rules: readonly ProfileRule[]): Finding[] {
  const applicable = rules.filter((r) => r.providers.includes(c.provider));
  const logical = c.entries.map((e) => logicalName(c.names, e.name));
  return [...mergedNames(c.entries), ...compareLists(c, applicable, logical)];
}
