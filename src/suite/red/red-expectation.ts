import type { Expectation } from '../../harness/judge/index.js';
import type { RequestIdentity, RejectionStage } from '../../reference/model/index.js';
import type { RedExpect, RedVerdict } from './red-case.js';

const STAGE_OF: Partial<Record<RedVerdict, RejectionStage>> = {
  'rejected-early': 'early',
  'rejected-final': 'final',
  'capacity-failure': 'capacity',
  'rejected-preparation': 'preparation',
};

/** A request case's `expect` in the judge's terms: an outcome, and the names the provider must (not) receive. */
export function redExpectation(expect: RedExpect, identity: RequestIdentity): Expectation {
  const stage = STAGE_OF[expect.verdict];
  if (stage !== undefined) return { outcome: 'rejected', stage, identity };
  return {
    outcome: expect.verdict === 'provider-failed' ? 'provider_failed' : 'dispatched',
    identity,
    names: {
      ...(expect.surfaceIncludes !== undefined ? { includes: expect.surfaceIncludes } : {}),
      ...(expect.surfaceExcludes !== undefined ? { excludes: expect.surfaceExcludes } : {}),
    },
  };
}
