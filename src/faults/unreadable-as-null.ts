import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault } from './_internals/define-fault.js';
import { misreportedParity } from './_internals/misreported-parity.js';

/** Strict parity whose unreadable verdicts put JSON `null` where the request could not be read. */
const nullForUnreadable = misreportedParity((difference) =>
  difference.actual === '<unreadable>' ? { ...difference, actual: null } : difference,
);

/** A careless slip in what a lie's rejection reports: it fails closed, but claims the request held `null` there. */
export const unreadableAsNull = defineFault({
  id: 'unreadable-as-null',
  title: 'an unreadable tool list is reported as holding `null` at the lie',
  bug: 'the difference type of the comparer holds JSON values only, so a value it could not read is written as `null`, which a report shows as the value the request held',
  origin: 'careless',
  parts: () => ({ ...referenceParts, earlyParity: nullForUnreadable, finalParity: nullForUnreadable }),
});
