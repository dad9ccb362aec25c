import type { PipelineParts } from '../../reference/pipeline/parts.js';
import { referenceParts } from '../../reference/pipeline/reference-parts.js';
import { runRequest } from '../../reference/pipeline/run-request.js';
import type { A34Adapter } from '../adapter.js';
import { guardedParts } from './guarded-parts.js';
import { GUARD_KIT, type GuardKit } from './kit.js';

/**
 * An A34 whose parity is `a34-verify/guard`: the reference pipeline with its early check replaced by `guard.check`
 * and its final check by the guard's fetch around the provider call. Admission, projection, the Entry summary's
 * parity and the lifecycle stay the reference's. Each request gets its guard, wired to that request's ledger.
 */
export function guardBackedAdapter(
  name: string,
  makeKit: () => GuardKit,
  base: PipelineParts = referenceParts,
): A34Adapter {
  return {
    name,
    createSystem() {
      const kit = makeKit();
      return {
        project: (facts) => base.project(facts, base.admit),
        recover: (receipts, storedResults) => base.recover(receipts, storedResults),
        runRequest: (input, ports) => runRequest(guardedParts(kit, base, ports.ledger, input.identity), input, ports),
      };
    },
  };
}

/** The production guard in the reference pipeline, speaking the OpenAI Chat Completions wire. */
export const guardAdapter: A34Adapter = guardBackedAdapter('guard', () => GUARD_KIT);

/** For `--adapter src/harness/guard-backed/guard-adapter.ts`. */
export const adapter: A34Adapter = guardAdapter;
