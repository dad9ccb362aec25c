import type { ToolListRefusedError } from '../guard/refusal.js';
import { readBody, type WireEntry } from '../guard/wire/read-body.js';
import { captureFetch } from './capture.js';
import { withDeadline } from './deadline.js';
import { type Finding, requestFinding } from './finding.js';
import { CALL_MS } from './run-case.js';
import type { FrameworkTarget, TargetSession } from './target.js';

/** What one looping call sent: each step's list as read from its request, and how the call ended. */
export interface LoopOutcome {
  readonly steps: WireEntry[][];
  /** Per step, whether its request asked for a streamed reply. */
  readonly streamed: boolean[];
  /** The call's error message, when it threw. */
  readonly error: string | undefined;
  readonly names: Record<string, string> | undefined;
  /** Guarded targets: the guard's refusal, when it ended the loop. */
  readonly refusal: ToolListRefusedError | undefined;
}

/** One call whose first `steps - 1` replies each ask for a call of the request's first tool; every step read back. */
export async function callLoop(target: FrameworkTarget, session: TargetSession, steps: number): Promise<LoopOutcome> {
  const capture = captureFetch({ toolCalls: steps - 1 });
  const error = await withDeadline(CALL_MS * steps, 'the agent loop', session.call(capture.fetch)).then(
    () => undefined,
    (e: unknown) => (e instanceof Error ? e.message : String(e)),
  );
  const requests = capture.requests.filter((r) => r.provider === target.provider);
  return {
    steps: requests.map((r) => readBody(target.provider, r.body)),
    streamed: requests.map((r) => r.stream),
    error,
    names: session.names?.(),
    refusal: session.refusal?.(),
  };
}

/** `request.missing:step-N`: the loop ended (or threw) before its Nth request. */
export const missingStep = (step: number, reason: string): Finding => requestFinding('missing', reason, `step-${step}`);

/** Why a loop has no step `n`, for a `missingStep` finding. */
export const whyMissing = (outcome: LoopOutcome, n: number): string =>
  `no request ${n} after ${n - 1} canned tool call(s) (${outcome.error === undefined ? 'the call ended' : `the call threw: ${outcome.error}`})`;
