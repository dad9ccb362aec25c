import { AdapterResultError } from '../adapter-guard.js';
import { BoundaryFailure } from '../isolation/boundary-failure.js';
import { short } from './describe.js';
import type { Finding } from './finding.js';

/** Text of whatever was thrown; a value that throws when read (a revoked Proxy) is named, not rethrown. */
export function thrownText(error: unknown): string {
  try {
    if (error instanceof Error && typeof error.message === 'string') return short(error.message, 200);
    return short(String(error), 200);
  } catch {
    return 'a value that cannot be read (a revoked Proxy or a throwing toString)';
  }
}

/** A throw in `call` as a finding, by the error's class: the boundary's own finding, a wrong shape, or a crash. */
export function thrownFinding(error: unknown, call: string, instead: string): Finding {
  if (error instanceof BoundaryFailure) return error.finding;
  if (error instanceof AdapterResultError)
    return { code: 'result-shape', call: error.method.replace(/\(\)$/, ''), message: error.message };
  return { code: 'crash', call, message: `the system threw instead of ${instead}: ${thrownText(error)}` };
}
