import type { Finding } from '../../harness/judge/finding.js';
import { thrownFinding } from '../../harness/judge/thrown.js';
import { PropertyViolation } from '../../harness/property.js';
import type { JsonValue, ParityDifference, ToolDescriptor } from '../../reference/model/index.js';

const record = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const isTools = (v: unknown): v is ToolDescriptor[] => Array.isArray(v) && v.every((t) => record(t) !== undefined);
const json = (v: unknown): JsonValue | undefined =>
  v === undefined ? undefined : (JSON.parse(JSON.stringify(v)) as JsonValue);

/** The first parity difference a rejection carried, when its reason has one. */
function differenceIn(reason: unknown): ParityDifference | undefined {
  const d = record(record(reason)?.['difference']);
  return d !== undefined && typeof d['path'] === 'string' && typeof d['toolIndex'] === 'number'
    ? (d as unknown as ParityDifference)
    : undefined;
}

/**
 * The judge's finding for a property failure. A violation that carries a typed `finding` gives it as is;
 * until every property does, the older detail fields are read into the same shape (interim, see issue 16).
 */
export function violationFinding(error: unknown): Finding | undefined {
  // Whatever else a check threw is the implementation's failure, classified by class (a wrong shape, a crash).
  if (!(error instanceof PropertyViolation))
    return error === undefined ? undefined : thrownFinding(error, 'check', 'answering');
  const typed = (error as PropertyViolation & { readonly finding?: Finding }).finding;
  if (typed !== undefined) return typed;
  const { expected, received, actual, reason } = error.details;
  if (isTools(expected) && isTools(received))
    return { code: 'provider-surface', message: error.message, surfaces: { expected, actual: received } };
  const outcome = record(expected)?.['outcome'];
  const difference = differenceIn(reason) ?? differenceIn(actual);
  const seen = record(actual)?.['outcome'] ?? (typeof actual === 'string' ? actual : undefined);
  const base = {
    message: error.message,
    ...(difference !== undefined ? { difference } : {}),
  };
  if (reason !== undefined)
    return {
      code: 'stage',
      ...base,
      expected: json(record(expected)?.['stage']) ?? null,
      actual: json(record(reason)?.['stage']) ?? null,
    };
  if (typeof outcome === 'string' || seen !== undefined)
    return {
      code: 'outcome',
      ...base,
      ...(outcome !== undefined ? { expected: json(outcome) ?? null } : {}),
      ...(seen !== undefined ? { actual: json(seen) ?? null } : {}),
    };
  return undefined;
}
