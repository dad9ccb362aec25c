import { layerOf } from '../harness/judge/layer.js';
import { sideText } from '../harness/judge/lie-sides.js';
import type { FindingReport } from './finding-schema.js';
import { visible } from './visible.js';

type Returned = NonNullable<FindingReport['returned']>;

/** The implementation's own outcome in one line: `rejected at final: "its message"`, or `dispatched`. */
const outcomeLine = (r: Returned): string =>
  r.outcome === 'rejected'
    ? `rejected at ${r.stage ?? '?'}${r.message === undefined ? '' : `: ${JSON.stringify(r.message)}`}`
    : r.outcome;

/** A difference as the implementation stated it: where, and its two sides. */
const differenceLine = (d: NonNullable<Returned['difference']>): string =>
  `at ${d.path} (tool ${d.toolIndex}, field ${d.field}): expected ${sideText(d.expected)}, actual ${sideText(d.actual)}: ${JSON.stringify(d.reason)}`;

/**
 * Both sides of a failure, in every format: which layer disagrees, what the implementation itself returned (its
 * stage, message and difference), and what the judge expected against what it found.
 */
export function findingSides(finding: FindingReport | undefined): string[] {
  if (finding === undefined) return [];
  const lines = [`layer: ${finding.layer ?? layerOf(finding.code)}`];
  const { returned } = finding;
  if (returned !== undefined) {
    lines.push(`implementation returned: ${outcomeLine(returned)}`);
    if (returned.difference !== undefined) lines.push(`  its difference ${differenceLine(returned.difference)}`);
  } else if (finding.difference !== undefined) {
    lines.push(`implementation's difference ${differenceLine(finding.difference)}`);
  }
  if (finding.expected !== undefined) lines.push(`judge expected: ${sideText(finding.expected)}`);
  if (finding.actual !== undefined) lines.push(`judge found: ${sideText(finding.actual)}`);
  // The implementation's words reach a terminal: control and invisible characters are shown, never obeyed.
  return lines.map(visible);
}
