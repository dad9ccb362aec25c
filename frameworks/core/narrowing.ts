import type { StepNarrowing } from '../../src/frameworks/target.js';
import type { Provider } from '../../src/reference/wire/encoder.js';

/**
 * The lane's declared narrowing over three steps: everything, then all but the first tool (named in reverse, so
 * that a framework which keeps the declared order instead of the admitted one shows), then the last tool alone.
 */
export const LANE_NARROWING: readonly StepNarrowing[] = [
  (all) => all,
  (all) => (all.length > 1 ? [...all.slice(1)].reverse() : all),
  (all) => all.slice(-1),
];

/** Loops run on one provider: neither the per-step narrowing nor an MCP client's list depends on it, and each loop case costs steps. */
export const LOOP_PROVIDER: Provider = 'openai-chat';

/** What a hand-built target declares to loop: the lane's narrowing over its steps, on the loop provider only. */
export const narrowedLoop = (provider: Provider): { maxSteps?: number; narrowing?: readonly StepNarrowing[] } =>
  provider === LOOP_PROVIDER ? { maxSteps: LANE_NARROWING.length, narrowing: LANE_NARROWING } : {};

/** What an MCP target declares to loop: two steps (a tool call, then the list after list_changed), on the loop provider only. */
export const mcpLoop = (provider: Provider): { maxSteps?: number } =>
  provider === LOOP_PROVIDER ? { maxSteps: 2 } : {};
