import type { ParityDifference } from '../reference/model/index.js';
import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault } from './_internals/define-fault.js';
import { misreportedParity } from './_internals/misreported-parity.js';

/** The difference's field taken from the path's last key: `type`, `properties`, `0`, never a typed field. */
const lastKeyField = misreportedParity((difference) => {
  const last = /(?:\.([A-Za-z_$][\w$]*)|\["((?:[^"\\]|\\.)*)"\]|\[(\d+)\])$/.exec(difference.path);
  // Cast: the slip is exactly a field outside the typed set.
  const field = (last?.[1] ?? last?.[2] ?? last?.[3] ?? 'list') as ParityDifference['field'];
  return { ...difference, field };
});

/** A careless slip in what a rejection reports: the place is right, the field is a JSON key, not a typed field. */
export const fieldIsLastKey = defineFault({
  id: 'field-is-last-key',
  title: 'parity reports the last key of the path as the difference field',
  bug: 'the rejection names `type` or `properties` as its field instead of name, description, inputSchema, …',
  origin: 'careless',
  parts: () => ({ ...referenceParts, earlyParity: lastKeyField, finalParity: lastKeyField }),
});
