import { isDeepStrictEqual } from 'node:util';
import type { JsonValue } from '../../reference/model/index.js';
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

/**
 * The fast path read as the strict check reads it (the list slot as a data property, then one lie-aware read), so
 * that `equal` is its one defect: a fault built on it stands for a loose comparison alone, not a lie let through.
 */
export const carelessDataFastPath =
  (equal: LooseEqual) =>
  (context: ParityContext): ParityCheck => {
    const slot = Object.getOwnPropertyDescriptor(context.request, 'tools');
    const read = slot !== undefined && 'value' in slot ? readSurface(slot.value) : undefined;
    if (read?.ok === true && equal(context.expected, read.tools))
      return { verdict: { equal: true }, snapshot: read.tools };
    return strictParity(context);
  };

/**
 * Equal when `view` makes both lists equal: a comparison that normalises first. In front of the strict check it is
 * the whole bug, so what it misses is dispatched and everything else is reported as the strict check reports it.
 */
export const equalViews =
  (view: (tools: readonly JsonValue[]) => JsonValue[]): LooseEqual =>
  (expected, actual) =>
    Array.isArray(expected) &&
    Array.isArray(actual) &&
    isDeepStrictEqual(view(expected as JsonValue[]), view(actual as JsonValue[]));
