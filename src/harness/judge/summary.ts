import { isDeepStrictEqual } from 'node:util';
import type { Expectation, JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';
import { receivedSummary } from './received-surface.js';

/** Issue 18: a request let through told the model exactly the checked Entry summary lines, decoded from the wire. */
export function summaryFindings(observation: JudgedObservation, expected: Expectation): Finding[] {
  if (expected.outcome === 'rejected' || expected.summary === undefined) return [];
  if (observation.outcome.outcome === 'rejected') return [];
  const told = receivedSummary(observation.providerCalls);
  if (told.status === 'nothing') return [];
  if (told.status === 'undecodable')
    return [
      {
        code: 'provider-surface',
        message: `the provider received an Entry summary that does not decode: ${told.error}`,
      },
    ];
  if (isDeepStrictEqual(told.lines, expected.summary)) return [];
  return [
    {
      code: 'provider-surface',
      message: 'the provider received an Entry summary other than the checked one',
      expected: [...expected.summary],
      actual: [...told.lines],
    },
  ];
}
