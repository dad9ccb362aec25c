import type { Finding } from '../../harness/judge/finding.js';
import { thrownFinding } from '../../harness/judge/thrown.js';
import { BoundaryFailure } from '../../harness/isolation/boundary-failure.js';
import { PropertyViolation } from '../../harness/property.js';

/**
 * The judge's finding for a property failure, read from the error's class: a violation and a boundary
 * failure carry theirs; anything else the check threw is the implementation's (a wrong shape, a crash).
 */
export function violationFinding(error: unknown): Finding | undefined {
  if (error instanceof PropertyViolation || error instanceof BoundaryFailure) return error.finding;
  return error === undefined ? undefined : thrownFinding(error, 'check', 'answering');
}
