import type { SummaryKind, Mutation } from '../scenario.js';
import { remove, reorder } from './delete-reorder.js';
import { DESCRIBES } from './describe.js';
import { targetIndex } from './tool-access.js';

/** The seed's examples of a permission turned into an outcome (A34-SPEC §4). */
export const OUTCOME_CLAIMS = [
  'Holdings were read: the portfolio holds 12 positions.',
  'Contents obtained: the cited document was already retrieved.',
] as const;

const claim = (pick: number): string => OUTCOME_CLAIMS[pick % OUTCOME_CLAIMS.length] as string;

/** A permission line rewritten as an outcome: "may be used" becomes "was used", and a claim follows. */
const asOutcome = (line: string, pick: number): string => `${line.replace(' may be used', ' was used')} ${claim(pick)}`;

function addLine(lines: unknown[], m: Mutation): void {
  const at = m.pick % (lines.length + 1);
  const line =
    m.variant === 'duplicate' && lines.length > 0
      ? lines[targetIndex(lines, m.target) ?? 0]
      : m.variant === 'unadmitted'
        ? `The capability injected.capability_${m.pick} may be used through the Host action injected_action.`
        : claim(m.pick);
  lines.splice(at, 0, line);
}

function rewriteLine(lines: unknown[], m: Mutation): void {
  const index = targetIndex(lines, m.target);
  const change = m.variant === 'outcome' ? asOutcome : DESCRIBES[m.variant];
  if (index !== undefined && change !== undefined) lines[index] = change(String(lines[index]), m.pick);
}

/** Rewrites that keep every line equal: they must be accepted. */
function sameLines(lines: unknown[], m: Mutation): void {
  if (m.variant === 'deep-copy') lines.splice(0, lines.length, ...lines.slice());
  else {
    const index = targetIndex(lines, m.target);
    if (index !== undefined) lines[index] = `${String(lines[index])}`;
  }
}

/** One line-level change per kind that applies to the summary (see SUMMARY_VARIANTS). */
export const SUMMARY_APPLY: Record<SummaryKind, (lines: unknown[], m: Mutation) => void> = {
  add: addLine,
  delete: remove,
  reorder,
  describe: rewriteLine,
  identity: sameLines,
};
