import type { RequestIdentity, RejectionStage, ToolDescriptor } from '../../reference/model/index.js';
import type { Lie } from '../lies/lie.js';
import type { LieProbe } from '../lies/probe.js';
import type { Observation } from '../run-scenario.js';

/** Names the provider must, or must not, receive: a RED case's view of a surface it does not spell out. */
export interface ExpectedNames {
  readonly includes?: readonly string[];
  readonly excludes?: readonly string[];
}

/** What the contract demands of one request, in the terms the judge checks. The oracle's `ExpectedOutcome` is one. */
export type Expectation = (
  | { readonly outcome: 'rejected'; readonly stage: RejectionStage }
  | {
      readonly outcome: 'dispatched' | 'provider_failed';
      /** The exact logical surface the provider must receive, when the oracle knows it. */
      readonly surface?: readonly ToolDescriptor[];
      readonly names?: ExpectedNames;
      /** The Entry summary lines the provider must be told, when the oracle knows them (issue 18). */
      readonly summary?: readonly string[];
    }
) & {
  /** Whose reservation the request holds: its settlement, and its parent's untouched. */
  readonly identity: RequestIdentity;
  /** The lie installed in the request, if any; `byLie` when the lie alone decides the rejection. */
  readonly lie?: Lie | undefined;
  readonly byLie?: boolean;
  /** A preparation rejection is lawful too: a step froze the request before the deciding check (`freezeAt`). */
  readonly orPreparation?: boolean | undefined;
  /** What each parity check compares the request with, where the oracle knows it: a difference's true expected side. */
  readonly checkedWith?: CheckedWith | undefined;
};

/** The tool list and Entry lines one parity check compares the request with. */
export interface CheckedLists {
  readonly tools: readonly unknown[];
  readonly lines: readonly string[];
}

/** Early parity compares with the projection; final parity with the owners' narrowed expectation. */
export type CheckedWith = { readonly [check in 'early' | 'final']?: CheckedLists };

/** What the judge reads: the harness's observation (late effects included), plus the lie's own report. */
export type JudgedObservation = Observation & { readonly probe?: LieProbe };
