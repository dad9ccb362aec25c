import type { BoundedRun } from '../lies/bounded.js';
import type { Expectation, JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';
import { admissionDisagreement } from './admission-disagreement.js';
import { layerOf } from './layer.js';
import { trapFindings } from './lie.js';
import { returnedOf } from './returned.js';
import { outcomeFindings } from './outcome.js';
import { recordFindings } from './records.js';
import { rejectionReasonFindings } from './rejection.js';
import { settlementFindings } from './settlement.js';
import { sideEffectFindings } from './side-effects.js';
import { summaryFindings } from './summary.js';
import { surfaceFindings } from './surface.js';
import { thrownFinding } from './thrown.js';

/**
 * Everything wrong with one observed request against what the contract demands of it; empty when the
 * request was handled by the contract. The one judge: properties, RED cases, lies and the campaign ask it.
 */
export function judge(observation: JudgedObservation, demanded: Expectation): Finding[] {
  const expected = lawfulExpectation(observation, demanded);
  const admission = admissionDisagreement(observation, expected);
  const returned = returnedOf(observation.outcome);
  // Every finding carries its layer and the implementation's own outcome, so a report shows both sides.
  return [
    ...(admission === undefined ? [] : [admission]),
    ...trapFindings(observation),
    ...outcomeFindings(observation, expected),
    ...rejectionReasonFindings(observation),
    ...surfaceFindings(observation, expected),
    ...summaryFindings(observation, expected),
    ...settlementFindings(observation, expected.identity),
    ...recordFindings(observation, expected.identity),
    ...sideEffectFindings(observation),
  ].map((finding) => ({ layer: layerOf(finding.code), returned, ...finding }));
}

/** The expectation a preparation rejection meets where a frozen request made one lawful; else the one demanded. */
function lawfulExpectation(observation: JudgedObservation, expected: Expectation): Expectation {
  const { outcome } = observation;
  if (expected.orPreparation !== true || outcome.outcome !== 'rejected' || outcome.reason.stage !== 'preparation')
    return expected;
  return { outcome: 'rejected', stage: 'preparation', identity: expected.identity, lie: expected.lie, byLie: false };
}

/** Judges a run raced against the hang bound: a hang or a throw is a finding of its own, never a pass. */
export function judgeRun(run: BoundedRun<JudgedObservation>, expected: Expectation): Finding[] {
  if (run.status === 'hung')
    return [
      {
        code: 'hang',
        call: 'runRequest',
        layer: 'runtime',
        message: 'the request did not settle within the hang bound',
      },
    ];
  if (run.status === 'threw')
    return [thrownFinding(run.error, 'runRequest', expected.outcome === 'rejected' ? 'rejecting' : 'answering')];
  return judge(run.value, expected);
}
