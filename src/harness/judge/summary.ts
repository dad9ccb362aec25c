import { isDeepStrictEqual } from 'node:util';
import { getEncoder } from '../../reference/wire/index.js';
import type { Expectation, JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';

/** Issue 18: a request let through told the model exactly the checked Entry summary lines, decoded from the wire. */
export function summaryFindings(observation: JudgedObservation, expected: Expectation): Finding[] {
  if (expected.outcome === 'rejected' || expected.summary === undefined) return [];
  const call = observation.providerCalls[0];
  if (observation.outcome.outcome === 'rejected' || call === undefined) return [];
  let told: string[];
  try {
    told = getEncoder(call.wire.provider).decodeSummary(call.wire);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return [
      { code: 'provider-surface', message: `the provider received an Entry summary that does not decode: ${why}` },
    ];
  }
  if (isDeepStrictEqual(told, expected.summary)) return [];
  return [
    {
      code: 'provider-surface',
      message: 'the provider received an Entry summary other than the checked one',
      expected: [...expected.summary],
      actual: told,
    },
  ];
}
