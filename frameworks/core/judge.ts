import type { GuardProfile } from '../../src/guard/index.js';
import { ACCEPTED_ENCODINGS } from '../../src/guard/profiles/provider-rules.js';
import { compareWire, type WireCase } from '../../src/guard/wire/compare-wire.js';
import type { Finding } from './finding.js';

export type { WireCase } from '../../src/guard/wire/compare-wire.js';

/** Every deviation under the accepted encodings plus `profiles`; those a profile declares carry `acceptedBy`. */
export const judgeDeclared = (c: WireCase, profiles: readonly GuardProfile[]): Finding[] =>
  compareWire(c, [...ACCEPTED_ENCODINGS, ...profiles.flatMap((p) => p.rules)]);

/**
 * The one judge of a framework's wire: the guard's comparison under the providers' accepted encodings, plus
 * the profiles a guarded target declares (none for an unguarded one).
 */
export function judgeWire(c: WireCase, profiles: readonly GuardProfile[] = []): Finding[] {
  return judgeDeclared(c, profiles).filter((f) => f.acceptedBy === undefined);
}
