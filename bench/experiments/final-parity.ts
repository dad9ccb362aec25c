// EXPERIMENT (bench only, not used by src/): the final check as a proposed replacement for strictParity + encode.
import type { ParityVerdict, ToolDescriptor } from '../../src/reference/model/index.js';
import { unreadableVerdict } from '../../src/reference/parity/check.js';
import type { Baseline } from '../../src/reference/surface/baseline.js';
import { compareSurfaces } from '../../src/reference/parity/compare.js';
import { lockstepEqual } from '../../src/reference/parity/lockstep-equal.js';
import { readSurface } from '../../src/reference/parity/read-surface.js';
import { openaiChatBytes } from './wire-bytes.js';

export interface FinalCheck {
  readonly verdict: ParityVerdict;
  /** What may be dispatched: the baseline itself on the fast path (frozen, so it needs no copy). */
  readonly snapshot: readonly ToolDescriptor[] | undefined;
  /** The openai-chat body bytes to dispatch, when equal. */
  readonly bytes: string | undefined;
}

/** The reference's slow path (read a snapshot, compare it), without the fast path: for comparison. */
export function leanParity(expected: Baseline, tools: unknown): Omit<FinalCheck, 'bytes'> {
  const read = readSurface(tools);
  if (!read.ok) return { verdict: unreadableVerdict(read), snapshot: undefined };
  return { verdict: compareSurfaces(expected, read.tools), snapshot: read.tools };
}

/** The lean path plus the bytes of the snapshot it checked: what the fast path falls back to. */
export function leanFinalParity(expected: Baseline, tools: unknown): FinalCheck {
  const check = leanParity(expected, tools);
  return { ...check, bytes: check.verdict.equal && check.snapshot ? openaiChatBytes(check.snapshot) : undefined };
}

/**
 * Fast path: prove in one validating walk that the request's list is lie-free and equal, then serialize that
 * list at once. It holds only data properties on plain objects and no code runs in between, so the bytes are
 * what was checked, in the request's key order, as the reference sends them. The baseline (equal by proof,
 * frozen) stands in for the snapshot. Anything else takes the reader-and-compare path: same verdicts.
 */
export function experimentalFinalParity(expected: Baseline, tools: unknown): FinalCheck {
  if (lockstepEqual(expected, tools))
    return { verdict: { equal: true }, snapshot: expected, bytes: openaiChatBytes(tools as readonly ToolDescriptor[]) };
  return leanFinalParity(expected, tools);
}
