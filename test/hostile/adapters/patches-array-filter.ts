import { hostile } from './_base.js';

// Hides settlements from anyone who filters an array, and settles every rejection twice.
const filter = Array.prototype.filter;
Array.prototype.filter = function <T>(this: T[], predicate: (value: T, index: number, array: T[]) => unknown): T[] {
  const kept = filter.call(this, predicate) as T[];
  return filter.call(kept, (v: unknown) => (v as { type?: unknown } | null)?.type !== 'failure') as T[];
} as typeof Array.prototype.filter;
export const adapter = hostile('patches-array-filter', (real) => ({
  runRequest: async (input, ports) => {
    const outcome = await real.runRequest(input, ports);
    if (outcome.outcome === 'rejected')
      ports.ledger.onProviderRequestFailure(input.identity, { phase: 'pre_dispatch_rejected', reason: 'twice' });
    return outcome;
  },
}));
