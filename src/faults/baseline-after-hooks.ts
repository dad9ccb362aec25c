import { readSurface } from '../reference/parity/read-surface.js';
import type { PipelineParts } from '../reference/pipeline/parts.js';
import { referenceParts, strictParity } from '../reference/pipeline/reference-parts.js';
import { takeBaseline, type Baseline } from '../reference/surface/baseline.js';
import { defineFault } from './_internals/define-fault.js';

/** The baseline is (re)taken from the request after extension hooks ran, so their changes become the expectation. */
export const baselineAfterHooks = defineFault({
  id: 'baseline-after-hooks',
  title: 'early parity adopts the hooked request as the baseline',
  bug: 'the baseline is captured after extension projection, so every extension-hook change is expected from then on',
  origin: 'careless',
  parts: (): PipelineParts => {
    // Early parity hands the adopted baseline to the narrowing step, which derives the final expectation from it.
    let adopted: Baseline | undefined;
    return {
      ...referenceParts,
      earlyParity: (context) => {
        const read = readSurface(context.request.tools);
        adopted = read.ok ? takeBaseline(read.tools) : undefined;
        return read.ok ? { verdict: { equal: true }, snapshot: read.tools } : strictParity(context);
      },
      narrow: (baseline, admittedNames) => referenceParts.narrow(adopted ?? baseline, admittedNames),
    };
  },
});
