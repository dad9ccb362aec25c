import { referenceParts } from '../reference/pipeline/reference-parts.js';
import { defineFault } from './_internals/define-fault.js';
import { misreportedParity } from './_internals/misreported-parity.js';

/** Strict parity whose unreadable verdicts lose their place: the lie is blamed on the whole list. */
const unplacedParity = misreportedParity((difference) =>
  difference.field === 'surface' ? { ...difference, toolIndex: -1, path: '$' } : difference,
);

/** A careless slip in what a lie's rejection reports: it fails closed, but says nowhere where the lie sits. */
export const unreadableAtRoot = defineFault({
  id: 'unreadable-at-root',
  title: 'an unreadable tool list is reported at `$`, not at the lie',
  bug: 'the reader throws on a lie and a catch-all around the whole read reports "surface unreadable" at `$` with no tool index',
  origin: 'careless',
  parts: () => ({ ...referenceParts, earlyParity: unplacedParity, finalParity: unplacedParity }),
});
