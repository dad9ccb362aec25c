import type { JsonValue, ParityDifference, ToolDescriptor } from '../reference/model/index.js';
import { compareSurfaces } from '../reference/parity/compare.js';
import { readSurface } from '../reference/parity/read-surface.js';
import type { Provider } from '../reference/wire/encoder.js';
import { GUARD_PROVIDERS } from './profiles/provider-rules.js';
import { defineRule, type ProfileRule } from './profiles/rule.js';
import { compareWire } from './wire/compare-wire.js';
import { finding, type FindingField, type WireFinding } from './wire/finding.js';

/**
 * Turns one seam entry (already read as plain JSON) into the logical fields it carries. A framework's seam
 * holds its own shape (`parameters`, `inputSchema`, a `type` tag, …); the binding knows which.
 */
export type SeamShape = (entry: { readonly [key: string]: JsonValue }, index: number) => JsonValue;

/** The seam holds logical descriptors themselves: every field is compared, annotations included. */
export const logicalShape: SeamShape = (entry) => entry;

const FIELD: Record<ParityDifference['field'], FindingField> = {
  tool: 'tool',
  name: 'name',
  description: 'description',
  inputSchema: 'inputSchema',
  annotations: 'entry',
  other: 'entry',
  surface: 'request',
  entrySummary: 'request',
};

function asFinding(d: ParityDifference, expected: readonly ToolDescriptor[]): WireFinding {
  const change = d.actual === '<unreadable>' ? 'unreadable' : d.actual === '<absent>' ? 'removed' : 'changed';
  const tool = expected[d.toolIndex]?.name ?? '';
  return finding({
    field: FIELD[d.field],
    change: d.expected === '<absent>' && change === 'changed' ? 'added' : change,
    toolIndex: d.toolIndex,
    tool,
    path: d.path,
    expected: d.expected,
    actual: d.actual === '<unreadable>' ? '<absent>' : d.actual,
    reason: d.reason,
  });
}

const withoutAnnotations = (tools: readonly ToolDescriptor[]): ToolDescriptor[] =>
  tools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }));

/** The rewrites a guard's profiles declare, for a seam that already holds rewritten schemas (Mastra's). */
export interface SeamDeclared {
  /** The profiles' rules only: the providers' own encodings never apply at a seam. */
  readonly rules: readonly ProfileRule[];
  /** The guard's provider; when unknown, a difference must be declared for every provider. */
  readonly provider: Provider | undefined;
}

// At a seam the schema sits under the logical key: the one encoding compareWire must be told of there.
const SEAM_SCHEMA_KEY = defineRule({
  id: 'seam-input-schema',
  providers: GUARD_PROVIDERS,
  rule: { kind: 'schema-key', key: 'inputSchema' },
  why: 'a seam holds logical descriptors: the schema is under inputSchema',
});

const LOGICAL_KEYS = ['description', 'inputSchema', 'name'];
const isLogical = (v: JsonValue): v is { name: string; description: string; inputSchema: JsonValue } =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).sort().join() === LOGICAL_KEYS.join() &&
  typeof v['name'] === 'string' &&
  typeof v['description'] === 'string';

/**
 * The seam's differences when declared rewrites account for all of them, under the guard's provider (or under
 * every provider when it is unknown): compareWire judges them exactly as the final check judges the wire.
 * Undefined when an entry is not a plain logical descriptor: the strict verdict then stands.
 */
function undeclaredAtSeam(
  expected: readonly ToolDescriptor[],
  logical: readonly JsonValue[],
  declared: SeamDeclared,
): WireFinding[] | undefined {
  if (!logical.every(isLogical)) return undefined;
  const entries = logical.map((t) => ({
    name: t.name,
    description: t.description,
    schema: t.inputSchema,
    schemaKey: 'inputSchema',
    extras: {},
  }));
  const rules = [SEAM_SCHEMA_KEY, ...declared.rules];
  for (const provider of declared.provider === undefined ? GUARD_PROVIDERS : [declared.provider]) {
    const left = compareWire({ provider, expected, entries }, rules).filter((f) => f.acceptedBy === undefined);
    // A refusal names a tool where it can, as the strict check does: list-level findings ($) after tool-level ones.
    if (left.length > 0) return [...left.filter((f) => f.path !== '$'), ...left.filter((f) => f.path === '$')];
  }
  return [];
}

/**
 * The early check at a framework seam: the live list is read once as data (no getter, Proxy trap or toJSON
 * runs), put into logical form by `shape`, and compared with the baseline to the last nested value.
 * Annotations are compared only when the seam holds logical descriptors: no framework seam carries them.
 * With `declared` rewrites, a difference passes only when they account for all of it.
 */
export function checkSeam(
  expected: readonly ToolDescriptor[],
  live: unknown,
  shape: SeamShape,
  declared?: SeamDeclared,
): WireFinding[] {
  const read = readSurface(live);
  if (!read.ok)
    return [
      finding({
        field: 'request',
        change: 'unreadable',
        toolIndex: Number(/^\$\[(\d+)\]/.exec(read.path)?.[1] ?? 0),
        tool: '',
        path: read.path,
        expected: '<absent>',
        actual: '<absent>',
        reason: `the seam's tool list cannot be read as data: ${read.reason}`,
      }),
    ];
  const entries = read.tools as readonly JsonValue[];
  const logical = entries.map((entry, i) =>
    typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? shape(entry, i) : entry,
  );
  const against = shape === logicalShape ? expected : withoutAnnotations(expected);
  const verdict = compareSurfaces(against, logical);
  if (verdict.equal) return [];
  const strict = [asFinding(verdict.difference, expected)];
  if (declared === undefined || declared.rules.length === 0 || shape === logicalShape) return strict;
  return undeclaredAtSeam(against, logical, declared) ?? strict;
}
