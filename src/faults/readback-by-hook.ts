import { READBACK_TOOL } from '../reference/model/index.js';
import { compareSurfaces } from '../reference/parity/compare.js';
import { readSurface } from '../reference/parity/read-surface.js';
import { strictParity } from '../reference/pipeline/reference-parts.js';
import { defineFault, swapOne } from './_internals/define-fault.js';
import { nameOf } from './_internals/lossy-parity.js';

/** §8.8: the readback control is treated as always harmless, so one extra copy is overlooked. */
export const readbackByHook = defineFault({
  id: 'readback-by-hook',
  title: 'parity ignores an extra read_tool_result',
  bug: 'read_tool_result is whitelisted in the comparison, so a hook can introduce it without the stage permitting it',
  origin: 'historic',
  historic: 8,
  parts: swapOne('finalParity', () => (context) => {
    const strict = strictParity(context);
    const read = readSurface(context.request.tools);
    if (strict.verdict.equal || !read.ok || read.tools.length !== context.expected.length + 1) return strict;
    const actual = read.tools;
    // Equal once one readback entry is ignored: that entry goes out with the rest.
    const forgiven = actual.some(
      (tool, i) =>
        nameOf(tool) === READBACK_TOOL &&
        compareSurfaces(
          context.expected,
          actual.filter((_, j) => j !== i),
        ).equal,
    );
    return forgiven ? { verdict: { equal: true }, snapshot: read.tools } : strict;
  }),
});
