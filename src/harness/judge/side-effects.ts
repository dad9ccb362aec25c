import type { JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';

const LATE_WHAT = {
  'provider-call': 'late provider call',
  dispatch: 'late dispatch',
  settlement: 'late settlement',
  facts: 'owner facts changed',
  publication: 'publishable text changed',
};

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
        message:
          effect.path !== undefined
            ? `${LATE_WHAT[effect.kind]} at ${effect.path} after ${effect.requestId} returned its outcome (seen by the end of the ${effect.afterMs} ms settle window)`
            : effect.afterMs < 0
              ? `${LATE_WHAT[effect.kind]} for ${effect.requestId} after ${effect.from ?? 'an earlier call'} had returned`
              : `${LATE_WHAT[effect.kind]} for ${effect.requestId}, ${effect.afterMs} ms after the outcome was returned`,
        actual: effect.kind,
      }),
    ),
  ];
}
