import { defineFault, swapOne } from './_internals/define-fault.js';
import { unreadableVerdict } from '../reference/parity/check.js';
import { strictParity } from '../reference/pipeline/reference-parts.js';
import { firstRevisit } from './_internals/lie-readers.js';

/** Cycle detection with one visited set for the whole walk: a shared honest object looks like a cycle. */
export const visitedSetCycles = defineFault({
  id: 'visited-set-cycles',
  title: 'final parity treats any object met twice as a cycle',
  bug: 'cycle detection keeps every visited object instead of the current path, so two tools sharing one equal schema object are rejected',
  origin: 'careless',
  parts: swapOne('finalParity', () => (context) => {
    const revisit = firstRevisit(context.request.tools, '$', new Set());
    if (revisit === undefined) return strictParity(context);
    return { verdict: unreadableVerdict({ ok: false, path: revisit, reason: 'cycle' }), snapshot: undefined };
  }),
});
