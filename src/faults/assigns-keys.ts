import type { JsonValue, ToolDescriptor } from '../reference/model/index.js';
import { defineFault, swapOne } from './_internals/define-fault.js';
import { unreadableVerdict } from '../reference/parity/check.js';
import { compareSurfaces } from '../reference/parity/compare.js';
import { readSurface } from '../reference/parity/read-surface.js';
import { assignedCopy } from './_internals/lie-readers.js';

/** Rebuilds the checked snapshot by assignment: an own `__proto__` key vanishes into a prototype. */
export const assignsKeys = defineFault({
  id: 'assigns-keys',
  title: 'final parity rebuilds its snapshot with out[key] = value',
  bug: 'the strict read is copied again with `out[key] = value`, so an own `__proto__` key becomes a prototype and leaves both check and dispatch',
  origin: 'careless',
  parts: swapOne('finalParity', () => (context) => {
    const read = readSurface(context.request.tools);
    if (!read.ok) return { verdict: unreadableVerdict(read), snapshot: undefined };
    const copy = assignedCopy([...read.tools]) as JsonValue[];
    // Cast: the fault dispatches its unchecked copy as if it were the checked descriptors.
    return { verdict: compareSurfaces(context.expected, copy), snapshot: copy as unknown as ToolDescriptor[] };
  }),
});
