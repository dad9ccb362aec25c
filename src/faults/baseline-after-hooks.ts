import { readSurface } from '../reference/parity/read-surface.js';
import { strictParity } from '../reference/pipeline/reference-parts.js';
import { takeBaseline } from '../reference/surface/baseline.js';
import { defineFault } from './fault-variant.js';

/** The baseline is (re)taken from the request after extension hooks ran, so their changes become the expectation. */
export const baselineAfterHooks = defineFault({
  id: 'baseline-after-hooks',
  title: 'early parity adopts the hooked request as the baseline',
  bug: 'the baseline is captured after extension projection, so every extension-hook change is expected from then on',
  origin: 'careless',
  part: 'earlyParity',
  swap: () => (context) => {
    const read = readSurface(context.request.tools);
    if (!read.ok) return strictParity(context);
    context.state.baseline = takeBaseline(read.tools);
    return { verdict: { equal: true }, snapshot: read.tools };
  },
});
