import type { StepNarrowing } from '../../src/frameworks/target.js';

/**
 * The lane's declared narrowing over three steps: everything, then all but the first tool (named in reverse, so
 * that a framework which keeps the declared order instead of the admitted one shows), then the last tool alone.
 */
export const LANE_NARROWING: readonly StepNarrowing[] = [
  (all) => all,
  (all) => (all.length > 1 ? [...all.slice(1)].reverse() : all),
  (all) => all.slice(-1),
];
