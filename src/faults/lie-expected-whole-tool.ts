import { ABSENT, UNREADABLE } from '../harness/judge/markers.js';
import { strictParity } from '../reference/pipeline/reference-parts.js';
import type { ParityCheck, ParityContext } from '../reference/pipeline/parts.js';
import { defineFault } from './_internals/define-fault.js';
import { referenceParts } from '../reference/pipeline/reference-parts.js';

/** Strict parity whose unreadable verdicts report, as expected, the whole tool the comparer was in, not the value at the path. */
function wholeToolParity(context: ParityContext): ParityCheck {
  const check = strictParity(context);
  if (check.verdict.equal) return check;
  const { difference } = check.verdict;
  const tool = context.expected[difference.toolIndex];
  if (difference.actual !== UNREADABLE || difference.expected !== ABSENT || tool === undefined) return check;
  return { ...check, verdict: { equal: false, difference: { ...difference, expected: structuredClone(tool) } } };
}

/** A careless slip in what a lie's rejection reports: the request side is right, the expected side is not there. */
export const lieExpectedWholeTool = defineFault({
  id: 'lie-expected-whole-tool',
  title: "a lie's difference reports the whole expected tool as the expected value at the lie's path",
  bug: 'the reader reports where it stopped, but the comparer fills `expected` with the tool it was comparing, so a report shows a value the expectation does not hold at that path',
  origin: 'careless',
  parts: () => ({ ...referenceParts, earlyParity: wholeToolParity, finalParity: wholeToolParity }),
});
