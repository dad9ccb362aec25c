import type { JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';

const LATE_WHAT = { 'provider-call': 'late provider call', dispatch: 'late dispatch', settlement: 'late settlement' };

/** What the request must leave alone (owner facts, publishable text) and must not do once it has answered. */
export function sideEffectFindings(observation: JudgedObservation): Finding[] {
  return [
    ...(observation.factsIntact
      ? []
      : [{ code: 'facts-changed', message: 'owner facts were changed during the request' } as const]),
    ...(observation.publicationKept
      ? []
      : [{ code: 'publication-changed', message: 'publishable text changed during the request' } as const]),
    ...(observation.lateEffects ?? []).map(
      (effect): Finding => ({
        code: 'late-effect',
        message: `${LATE_WHAT[effect.kind]} for ${effect.requestId}, ${effect.afterMs} ms after the outcome was returned`,
        actual: effect.kind,
      }),
    ),
  ];
}
