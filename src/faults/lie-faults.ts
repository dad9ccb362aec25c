import type { JsonValue, ToolDescriptor } from '../reference/model/index.js';
import { defineFault, type FaultVariant } from './fault-variant.js';
import { unreadableVerdict } from '../reference/parity/check.js';
import { compareSurfaces } from '../reference/parity/compare.js';
import { readSurface } from '../reference/parity/read-surface.js';
import { strictParity } from '../reference/pipeline/reference-parts.js';
import { assignedCopy, firstRevisit, jsonNumbers, parityOf, threwVerdict } from './lie-readers.js';

/** structuredClone snapshot: runs getters once, drops symbols, hidden keys and prototypes. */
export const trustsGetters = defineFault({
  id: 'trusts-getters',
  title: 'final parity snapshots the request with structuredClone',
  bug: 'the snapshot is `structuredClone(request.tools)`: getters answer once, symbol-keyed and non-enumerable keys and prototypes vanish unseen',
  origin: 'careless',
  part: 'finalParity',
  swap: () => (context) => {
    try {
      return parityOf(context.expected, structuredClone(context.request.tools));
    } catch (error) {
      return threwVerdict(error);
    }
  },
});

/** JSON round-trip snapshot: springs Proxy traps, runs toJSON, drops undefined and functions. */
export const noProxyCheck = defineFault({
  id: 'no-proxy-check',
  title: 'final parity snapshots the request with a JSON round trip',
  bug: 'the snapshot is `JSON.parse(JSON.stringify(request.tools))`: Proxy traps and toJSON run, undefined and functions vanish, NaN becomes null',
  origin: 'careless',
  part: 'finalParity',
  swap: () => (context) => {
    try {
      return parityOf(context.expected, JSON.parse(JSON.stringify(context.request.tools)) as unknown);
    } catch (error) {
      return threwVerdict(error);
    }
  },
});

/** Reads NaN and ±Infinity as null and -0 as 0, as JSON would. */
export const lenientNumbers = defineFault({
  id: 'lenient-numbers',
  title: 'final parity reads non-JSON numbers leniently',
  bug: 'the reader maps NaN and Infinity to null and -0 to 0 instead of refusing them, so a number JSON cannot carry passes as its look-alike',
  origin: 'careless',
  part: 'finalParity',
  swap: () => (context) => parityOf(context.expected, jsonNumbers(context.request.tools)),
});

/** Rebuilds the checked snapshot by assignment: an own `__proto__` key vanishes into a prototype. */
export const assignsKeys = defineFault({
  id: 'assigns-keys',
  title: 'final parity rebuilds its snapshot with out[key] = value',
  bug: 'the strict read is copied again with `out[key] = value`, so an own `__proto__` key becomes a prototype and leaves both check and dispatch',
  origin: 'careless',
  part: 'finalParity',
  swap: () => (context) => {
    const read = readSurface(context.request.tools);
    if (!read.ok) return { verdict: unreadableVerdict(read), snapshot: undefined };
    const copy = assignedCopy(read.tools as unknown as JsonValue) as JsonValue[];
    return { verdict: compareSurfaces(context.expected, copy), snapshot: copy as unknown as ToolDescriptor[] };
  },
});

/** Cycle detection with one visited set for the whole walk: a shared honest object looks like a cycle. */
export const visitedSetCycles = defineFault({
  id: 'visited-set-cycles',
  title: 'final parity treats any object met twice as a cycle',
  bug: 'cycle detection keeps every visited object instead of the current path, so two tools sharing one equal schema object are rejected',
  origin: 'careless',
  part: 'finalParity',
  swap: () => (context) => {
    const revisit = firstRevisit(context.request.tools, '$', new Set());
    if (revisit === undefined) return strictParity(context);
    return { verdict: unreadableVerdict({ ok: false, path: revisit, reason: 'cycle' }), snapshot: undefined };
  },
});

/** Lie-specific faulty variants (A34-SPEC §7), each the reference with its final parity swapped. */
export const LIE_FAULTS: readonly FaultVariant[] = Object.freeze([
  trustsGetters,
  noProxyCheck,
  lenientNumbers,
  assignsKeys,
  visitedSetCycles,
]);
