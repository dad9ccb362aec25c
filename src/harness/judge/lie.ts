import type { JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';

/** A lie's traps must never run where they stand for an endless loop: each run is a hang in production. */
export function trapFindings(observation: JudgedObservation): Finding[] {
  const looped = observation.probe?.loopingTrapCalls ?? 0;
  if (looped === 0) return [];
  return [
    {
      code: 'lie',
      message: `a Proxy trap that loops forever was sprung ${looped} times: this request hangs in production`,
      expected: 0,
      actual: looped,
    },
  ];
}
