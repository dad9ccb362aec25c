import { ACCEPTED_ENCODINGS } from '../guard/profiles/provider-rules.js';
import { compareWire, type WireCase } from '../guard/wire/compare-wire.js';
import type { Finding } from './finding.js';

export type { WireCase } from '../guard/wire/compare-wire.js';

/** The one judge of a framework's wire: the guard's comparison under the providers' accepted encodings only. */
export function judgeWire(c: WireCase): Finding[] {
  return compareWire(c, ACCEPTED_ENCODINGS).filter((f) => f.acceptedBy === undefined);
}
