import { PropertyViolation } from '../../harness/property.js';
import type { PropertyReport } from '../../reports/suite-report.js';

type Diff = NonNullable<PropertyReport['diff']>;
const record = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** Index of the first tool where two surfaces differ, by their JSON text. */
function firstDiffering(expected: readonly unknown[], actual: readonly unknown[]): number {
  const shared = Math.min(expected.length, actual.length);
  for (let i = 0; i < shared; i++) if (JSON.stringify(expected[i]) !== JSON.stringify(actual[i])) return i;
  return shared;
}

/**
 * The side-by-side diff a report can show for a parity failure, read from the violation's details:
 * the two surfaces when the check saw both, else the first difference the system reported.
 */
export function violationDiff(error: unknown): Diff | undefined {
  if (!(error instanceof PropertyViolation)) return undefined;
  const { expected, received } = error.details;
  if (Array.isArray(expected) && Array.isArray(received)) {
    const toolIndex = firstDiffering(expected, received);
    return { expected, actual: received, path: `$[${toolIndex}]`, toolIndex };
  }
  const difference = record(record(error.details['reason'])?.['difference']);
  if (difference === undefined || typeof difference['path'] !== 'string' || typeof difference['toolIndex'] !== 'number')
    return undefined;
  return {
    expected: difference['expected'],
    actual: difference['actual'],
    path: difference['path'],
    toolIndex: difference['toolIndex'],
  };
}
