import type { ToolDescriptor } from '../reference/model/index.js';
import type { Provider } from '../reference/wire/encoder.js';
import { narrowTo, takeBaseline } from './baseline.js';
import { checkSeam, logicalShape, type SeamShape } from './early-check.js';
import { checkBytes, type FinalCheckInput } from './fetch/final-check.js';
import { bodyBytes, type OutgoingBody, providerOfUrl, urlOf, withBody } from './fetch/outgoing.js';
import { PROVIDER_PROFILE } from './profiles/provider-rules.js';
import type { GuardProfile } from './profiles/rule.js';
import { type GuardReport, type GuardRejection, type GuardStage, ToolListRefusedError } from './refusal.js';
import type { WireFinding } from './wire/finding.js';

/** `enforce` refuses a changed list before it leaves; `report` lets it leave and reports the same findings. */
export type GuardMode = 'enforce' | 'report';

export interface GuardOptions {
  /** The admitted logical tools of this turn; the guard keeps a deep, frozen copy taken now. */
  readonly tools: readonly ToolDescriptor[];
  /** Default `enforce`. */
  readonly mode?: GuardMode;
  /**
   * The provider API every request addresses; by default each request's URL says which. Give it where a seam
   * already holds rewritten schemas (Mastra): the early check then judges them under this provider's rules only.
   */
  readonly provider?: Provider;
  /** Declared rewrites on top of the providers' documented encodings (e.g. `GEMINI_OPENAPI_SUBSET`). */
  readonly profiles?: readonly GuardProfile[];
  /** Wire name → admitted name, for a framework that documents its renaming. */
  readonly names?: Readonly<Record<string, string>>;
  /** The ledger owner's settlement: called once, with the first refusal of this turn. */
  readonly onRejected?: (rejection: GuardRejection) => void;
  /** Every request with findings, refused or (in report mode) forwarded. */
  readonly onReport?: (report: GuardReport) => void;
}

type Fetch = typeof globalThis.fetch;

/** One turn's guard: an early check for a framework seam and a wrapped fetch for the final check. */
export interface ToolGuard {
  readonly mode: GuardMode;
  /** The admitted list as taken when the guard was made. */
  readonly baseline: readonly ToolDescriptor[];
  /** What the next request must carry: the baseline, or the subset `narrow` named. */
  readonly expected: readonly ToolDescriptor[];
  /** The refusal that ended this turn, if any: every later request is refused with it too. */
  readonly refusal: ToolListRefusedError | undefined;
  /** An owner narrowed the turn: later requests must carry exactly these tools, in the baseline's order. */
  narrow(names: readonly string[]): void;
  /** The early check at a seam (middleware): throws ToolListRefusedError in enforce mode on a difference. */
  check(live: unknown, shape?: SeamShape): readonly WireFinding[];
  /** Wraps a fetch: model requests are checked on their bytes before `inner` ever sees them. */
  fetch(inner?: Fetch): Fetch;
}

/**
 * The guard's two replaceable steps, as the reference pipeline's are its PipelineParts: the copy it keeps and the
 * check on the bytes. Internal (not in index.ts): the harness assembles faulty guards from one swapped step.
 */
export interface GuardParts {
  readonly takeBaseline: (tools: unknown) => readonly ToolDescriptor[];
  readonly checkBytes: (input: FinalCheckInput, bytes: OutgoingBody | undefined) => WireFinding[];
}

/** The production guard's steps. */
export const GUARD_PARTS: GuardParts = Object.freeze({ takeBaseline, checkBytes });

/** Makes the guard of one turn. Misuse (an unreadable or malformed tool list) throws at once. */
export function createToolGuard(options: GuardOptions): ToolGuard {
  return assembleToolGuard(GUARD_PARTS, options);
}

/** A guard made of `parts`: `createToolGuard` with the production ones. */
export function assembleToolGuard(parts: GuardParts, options: GuardOptions): ToolGuard {
  const mode = options.mode ?? 'enforce';
  if (mode !== 'enforce' && mode !== 'report')
    throw new TypeError(`a34-verify/guard: mode is 'enforce' or 'report', not ${JSON.stringify(mode)}`);
  const baseline = parts.takeBaseline(options.tools);
  const declared = (options.profiles ?? []).flatMap((p) => p.rules);
  const rules = [...PROVIDER_PROFILE.rules, ...declared];
  let expected = baseline;
  let refusal: ToolListRefusedError | undefined;

  /** Findings decide: report them, and in enforce mode refuse (settling the turn once). */
  const decide = (stage: GuardStage, provider: string | undefined, url: string | undefined, found: WireFinding[]) => {
    if (found.length === 0) return;
    const report: GuardReport = Object.freeze({ stage, provider, url, findings: Object.freeze(found) });
    options.onReport?.(report);
    if (mode === 'report') return;
    refusal = new ToolListRefusedError(report);
    options.onRejected?.({ phase: 'pre_dispatch_rejected', reason: refusal.message, report });
    throw refusal;
  };

  return {
    mode,
    baseline,
    get expected() {
      return expected;
    },
    get refusal() {
      return refusal;
    },
    narrow(names) {
      expected = narrowTo(baseline, names);
    },
    check(live, shape = logicalShape) {
      if (refusal !== undefined) throw refusal;
      const found = checkSeam(expected, live, shape, { rules: declared, provider: options.provider });
      decide('early', undefined, undefined, found);
      return found;
    },
    fetch(inner = globalThis.fetch) {
      const guarded = async (input: Parameters<Fetch>[0], init?: RequestInit): Promise<Response> => {
        const url = urlOf(input);
        const provider = options.provider ?? providerOfUrl(url);
        if (provider === undefined) return inner(input, init);
        if (refusal !== undefined) throw refusal;
        const bytes = await bodyBytes(input, init);
        const found = parts.checkBytes(
          { provider, expected, rules, ...(options.names === undefined ? {} : { names: options.names }) },
          bytes,
        );
        decide('final', provider, url, found);
        return inner(...withBody(input, init, bytes));
      };
      return guarded as Fetch;
    },
  };
}
