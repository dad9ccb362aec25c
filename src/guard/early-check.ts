import type { JsonValue, ParityDifference, ToolDescriptor } from '../reference/model/index.js';
import { compareSurfaces } from '../reference/parity/compare.js';
import { readSurface } from '../reference/parity/read-surface.js';
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

/**
 * The early check at a framework seam: the live list is read once as data (no getter, Proxy trap or toJSON
 * runs), put into logical form by `shape`, and compared with the baseline to the last nested value.
 * Annotations are compared only when the seam holds logical descriptors: no framework seam carries them.
 */
export function checkSeam(expected: readonly ToolDescriptor[], live: unknown, shape: SeamShape): WireFinding[] {
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
  return verdict.equal ? [] : [asFinding(verdict.difference, expected)];
}
