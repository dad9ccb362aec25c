import { isDeepStrictEqual } from 'node:util';
import type { ToolDescriptor } from '../../reference/model/index.js';
import { compareSurfaces } from '../../reference/parity/compare.js';
import { HONEST_LOOKALIKES } from '../lies/lie.js';
import { subject } from './describe.js';
import type { Expectation, ExpectedNames, JudgedObservation } from './expectation.js';
import type { Finding } from './finding.js';
import { receivedSurface, withoutAnnotations } from './received-surface.js';

/** A lie installed after the final check that shows up at the provider got past the gate. */
const lieGotThrough = (expected: Expectation): boolean =>
  expected.lie !== undefined &&
  expected.lie.stage === 'after_final_check' &&
  !HONEST_LOOKALIKES.includes(expected.lie.kind);

/** Names a surface must and must not hold; `code` says whose surface it is (what the provider got, or a projection). */
export function nameFindings(
  names: ExpectedNames,
  tools: readonly ToolDescriptor[],
  code: 'provider-surface' | 'projection' = 'provider-surface',
): Finding[] {
  const seen = new Set(tools.map((t) => t.name));
  return [
    ...(names.includes ?? [])
      .filter((n) => !seen.has(n))
      .map((n): Finding => ({ code, message: `${n} missing from the surface`, expected: n })),
    ...(names.excludes ?? [])
      .filter((n) => seen.has(n))
      .map((n): Finding => ({ code, message: `${n} visible although it must not be`, actual: n })),
  ];
}

/** What reached the provider, for a request the system let through: exactly the checked surface, decoded once. */
export function surfaceFindings(observation: JudgedObservation, expected: Expectation): Finding[] {
  if (expected.outcome === 'rejected') return [];
  // Rejected where it had to pass: the outcome finding says so; names due on the surface are missing from nothing.
  if (observation.outcome.outcome === 'rejected') return expected.names ? nameFindings(expected.names, []) : [];
  const want = expected.surface === undefined ? undefined : withoutAnnotations(expected.surface);
  const received = receivedSurface(observation.providerCalls);
  if (received.status === 'nothing')
    return [
      {
        code: 'provider-surface',
        message: 'nothing reached the provider',
        ...(want !== undefined ? { surfaces: { expected: want, actual: [] } } : {}),
      },
    ];
  if (received.status === 'undecodable')
    return [
      { code: 'provider-surface', message: `the provider received a wire that does not decode: ${received.error}` },
    ];
  const names = expected.names === undefined ? [] : nameFindings(expected.names, received.tools);
  if (want === undefined || isDeepStrictEqual(received.tools, want)) return names;
  const verdict = compareSurfaces(want, received.tools);
  const through = lieGotThrough(expected);
  return [
    {
      code: through ? 'lie' : 'provider-surface',
      message: `the provider received a surface other than the checked one${expected.lie === undefined ? '' : ` (${subject(expected)})`}`,
      surfaces: { expected: want, actual: received.tools },
      ...(verdict.equal ? {} : { difference: verdict.difference }),
    },
    ...names,
  ];
}
