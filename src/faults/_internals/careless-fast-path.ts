import type { ParityContext, ParityCheck } from '../../reference/pipeline/parts.js';
import { strictParity } from '../../reference/pipeline/reference-parts.js';
import { readSurface } from '../../reference/parity/read-surface.js';

/** A hand-rolled equality over two JSON values, as a fast path would use it. */
export type LooseEqual = (expected: unknown, actual: unknown) => boolean;

/**
 * Final parity with a fast path in front: what `equal` takes for the baseline is dispatched unchecked, anything
 * else goes to the strict check. The bug is the fast path's alone: the strict check would have rejected it.
 */
export const carelessFastPath =
  (equal: LooseEqual) =>
  (context: ParityContext): ParityCheck => {
    const read = readSurface(context.request.tools);
    if (read.ok && equal(context.expected, read.tools)) return { verdict: { equal: true }, snapshot: read.tools };
    return strictParity(context);
  };

/**
 * The same fast path over the request's list as it stands, before any lie-aware read: what `equal` takes for the
 * baseline is answered by the frozen baseline, so a lie `equal` cannot see is accepted (never dispatched).
 */
export const carelessRawFastPath =
  (equal: LooseEqual) =>
  (context: ParityContext): ParityCheck =>
    equal(context.expected, context.request.tools)
      ? { verdict: { equal: true }, snapshot: context.expected }
      : strictParity(context);

export const isContainer = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';
