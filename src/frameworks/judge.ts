import { ACCEPTED_ENCODINGS } from '../guard/profiles/provider-rules.js';
import type { GuardProfile } from '../guard/profiles/rule.js';
import { compareWire, type WireCase } from '../guard/wire/compare-wire.js';
import type { Finding } from './finding.js';

export type { WireCase } from '../guard/wire/compare-wire.js';

/** The one judge of a framework's wire: the guard's comparison under the providers' accepted encodings and the declared profiles. */
export function judgeWire(c: WireCase, profiles: readonly GuardProfile[] = []): Finding[] {
  const rules = [...ACCEPTED_ENCODINGS, ...profiles.flatMap((p) => p.rules)];
  return compareWire(c, rules).filter((f) => f.acceptedBy === undefined);
}
