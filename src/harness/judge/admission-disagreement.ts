import { isDeepStrictEqual } from 'node:util';
import type { JsonValue } from '../../reference/model/index.js';
import { parsePath } from '../json-path.js';
import { short } from './describe.js';
import type { Expectation, JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';
import { sideText } from './lie-sides.js';
import { ABSENT, UNREADABLE } from './markers.js';
import { resolvePath } from './resolve-path.js';

/**
 * The implementation rejected at early or final parity a request the contract lets through, and its difference's
 * expected side is not what the owners' facts give at that path: it compared the request with another expectation,
 * so the layer that disagrees is admission (or projection), not the comparison. The one finding that says so.
 */
export function admissionDisagreement(observation: JudgedObservation, expected: Expectation): Finding | undefined {
  const { outcome } = observation;
  if (expected.outcome === 'rejected' || outcome.outcome !== 'rejected') return undefined;
  const { stage, difference } = outcome.reason;
  if ((stage !== 'early' && stage !== 'final') || difference === undefined) return undefined;
  const lists = expected.checkedWith?.[stage];
  const steps = parsePath(difference.path);
  if (lists === undefined || steps === undefined) return undefined;
  // At a lie nothing was compared, so its `<absent>` says nothing of the implementation's expectation.
  if (difference.actual === UNREADABLE || difference.expected === UNREADABLE) return undefined;
  const [first] = steps;
  const inSummary = first !== undefined && 'key' in first && first.key === 'entrySummary';
  const truth = resolvePath(inSummary ? lists.lines : lists.tools, inSummary ? steps.slice(1) : steps);
  if (truth === difference.expected) return undefined;
  if (truth !== ABSENT && isDeepStrictEqual(structuredClone(truth), structuredClone(difference.expected)))
    return undefined;
  return {
    code: 'projection',
    layer: 'admission',
    message: `rejected at ${stage} against another expectation: at ${short(difference.path, 80)} the implementation expected ${sideText(difference.expected)}, the owners' facts give ${sideText(truth)} (its admission or projection inside runRequest disagrees with project())`,
    expected: truth === ABSENT ? ABSENT : (structuredClone(truth) as JsonValue),
    actual: difference.expected,
    difference,
  };
}
