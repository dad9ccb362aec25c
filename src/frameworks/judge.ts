import type { GuardProfile } from '../guard/profiles/rule.js';
import { ACCEPTED_ENCODINGS } from '../guard/profiles/provider-rules.js';
import { compareWire, type WireCase } from '../guard/wire/compare-wire.js';
import type { Finding } from './finding.js';

export type { WireCase } from '../guard/wire/compare-wire.js';

/** Every deviation under the accepted encodings plus `profiles`; those a profile declares carry `acceptedBy`. */
export const judgeDeclared = (c: WireCase, profiles: readonly GuardProfile[]): Finding[] =>
  compareWire(c, [...ACCEPTED_ENCODINGS, ...profiles.flatMap((p) => p.rules)]);

/**
 * The one judge of a framework's wire: the guard's comparison under the providers' accepted encodings, plus
 * the profiles a guarded target or a user's check declares (none for an unguarded one).
 */
export function judgeWire(c: WireCase, profiles: readonly GuardProfile[] = []): Finding[] {
  return judgeDeclared(c, profiles).filter((f) => f.acceptedBy === undefined);
}
