import { DIFFERENCE_FIELDS, type RejectionReason } from '../../reference/model/index.js';
import type { JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';

const blank = (text: unknown): boolean => typeof text !== 'string' || text.trim() === '';

/** What a rejection of this stage lacks of its typed reason (A34-SPEC §6); empty when it says it all. */
function missingParts(reason: RejectionReason): string[] {
  const { stage, difference } = reason;
  const compared = stage === 'early' || stage === 'final';
  return [
    ...(blank(reason.message) ? ['a message'] : []),
    ...(compared && difference === undefined ? ['its first difference'] : []),
    ...(difference !== undefined && blank(difference.path) ? ['a JSON path for its difference'] : []),
    ...(difference !== undefined && blank(difference.reason) ? ['a reason for its difference'] : []),
    // Undefined is no JSON value and no placeholder: the difference states nothing found there.
    ...(difference !== undefined && (difference.expected === undefined || difference.actual === undefined)
      ? ['the expected and actual values of its difference']
      : []),
    ...(difference !== undefined && !(DIFFERENCE_FIELDS as readonly string[]).includes(difference.field)
      ? ['a typed field for its difference']
      : []),
    ...(stage === 'capacity' && reason.capacity === undefined ? ['its capacity failure'] : []),
  ];
}

/**
 * Every rejection fails closed with a clear reason (A34-SPEC §6, §7): a message that says something, and the
 * typed parts its stage names. The words stay the implementation's; only their presence is judged.
 */
export function rejectionReasonFindings(observation: JudgedObservation): Finding[] {
  const { outcome } = observation;
  if (outcome.outcome !== 'rejected') return [];
  const missing = missingParts(outcome.reason);
  if (missing.length === 0) return [];
  return [
    {
      code: 'reason',
      message: `the ${outcome.reason.stage} rejection lacks ${missing.join(' and ')}`,
      expected: missing,
      actual: outcome.reason.stage,
      ...(outcome.reason.difference !== undefined ? { difference: outcome.reason.difference } : {}),
    },
  ];
}
