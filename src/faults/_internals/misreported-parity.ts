import type { ParityDifference } from '../../reference/model/index.js';
import type { ParityCheck, ParityContext } from '../../reference/pipeline/parts.js';
import { strictParity } from '../../reference/pipeline/reference-parts.js';

/** Strict parity with the right verdict whose reported difference passes through `rewrite`: a reporting slip. */
export const misreportedParity =
  (rewrite: (difference: ParityDifference) => ParityDifference) =>
  (context: ParityContext): ParityCheck => {
    const check = strictParity(context);
    if (check.verdict.equal) return check;
    return { ...check, verdict: { equal: false, difference: rewrite(check.verdict.difference) } };
  };
