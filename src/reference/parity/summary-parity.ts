import { types } from 'node:util';
import type { JsonValue, ModelRequest, ParityDifference, ParityVerdict } from '../model/index.js';
import { firstJsonDifference } from './compare.js';
import { readSurface } from './read-surface.js';

/** Where the summary sits in the logical request; every summary difference path starts here. */
export const SUMMARY_PATH = '$.entrySummary';

/** A summary parity step's verdict plus the lines it judged, which are what may be dispatched. */
export interface SummaryCheck {
  readonly verdict: ParityVerdict;
  readonly snapshot: readonly string[] | undefined;
}

const differs = (found: Omit<ParityDifference, 'toolIndex' | 'field'>): SummaryCheck => ({
  verdict: { equal: false, difference: { toolIndex: -1, field: 'entrySummary', ...found } },
  snapshot: undefined,
});

/**
 * Reads the request's summary once, as data (no getter or trap runs), and compares it line by line
 * with the expected one. An absent summary is an empty one: the model is told no line.
 */
export function checkSummaryParity(expected: readonly string[], request: ModelRequest): SummaryCheck {
  const slot = Object.getOwnPropertyDescriptor(request, 'entrySummary');
  if (slot !== undefined && !('value' in slot))
    return differs({ path: SUMMARY_PATH, expected: '<absent>', actual: '<unreadable>', reason: 'accessor property' });
  const value: unknown = slot === undefined ? [] : slot.value;
  // isProxy first: Array.isArray would look through a proxy (and throw on a revoked one).
  if (types.isProxy(value) || !Array.isArray(value))
    return differs({ path: SUMMARY_PATH, expected: '<absent>', actual: '<unreadable>', reason: 'not a plain list' });
  const read = readSurface(value);
  if (!read.ok)
    return differs({
      path: read.path.replace(/^\$/, SUMMARY_PATH),
      expected: '<absent>',
      actual: '<unreadable>',
      reason: read.reason,
    });
  const lines: readonly JsonValue[] = read.tools;
  const found = firstJsonDifference(expected as JsonValue[], lines as JsonValue[], SUMMARY_PATH);
  if (found !== undefined) return differs(found);
  // Equal to the expected lines, so every line is a string: the frozen read stands for the summary.
  return { verdict: { equal: true }, snapshot: lines as readonly string[] };
}
