import fc from 'fast-check';
import type { TurnIdentity } from '../src/reference/model/index.js';

/** Where a turn runs: `run-N` / `scope-N`, small numbers so that shrunk cases read well. */
export function turnIdentity(): fc.Arbitrary<TurnIdentity> {
  return fc
    .record({ run: fc.nat({ max: 999 }), scope: fc.nat({ max: 99 }) })
    .map(({ run, scope }) => ({ runId: `run-${run}`, scopeId: `scope-${scope}` }));
}
