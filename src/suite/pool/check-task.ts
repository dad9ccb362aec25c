import type { MessagePort } from 'node:worker_threads';
import type { CoverageJson } from '../../harness/coverage.js';
import type { AdapterRef } from '../../harness/isolation/protocol.js';
import type { RunProgress } from '../../harness/run-property.js';
import type { RedReport } from '../../reports/suite-report.js';
import type { PropertyCheck } from '../corpus/check-property.js';
import type { RedEntry } from '../run-suite.js';

/**
 * The implementation a check worker builds its own source from, as data: the module the CLI resolved,
 * behind an implementation worker as in `run`, or a catalog fault in process as in the kill matrix.
 */
export type CheckAdapter =
  | {
      readonly kind: 'isolated';
      readonly ref: AdapterRef;
      /** The adapter's own name (corpus folders), and the module as the user named it (shape errors). */
      readonly name: string;
      readonly module: string;
      readonly caseTimeoutMs: number;
    }
  | { readonly kind: 'fault'; readonly id: string };

/** How hard a property is run, the same for every check of a run. */
export interface CheckBudget {
  readonly seed: number;
  readonly numRuns: number;
  readonly timeLimitMs: number | undefined;
}

/** What a check worker is asked to do: one whole check, named by data only. */
export type CheckJob =
  /** One property as `run` checks it: corpus replays, the search, shrinking, triage, saving. */
  | { readonly kind: 'property'; readonly id: string; readonly corpusRoot: string | undefined }
  /** One kill-matrix cell: the property's search only, ending at the first failure. */
  | { readonly kind: 'cell'; readonly id: string }
  | { readonly kind: 'red'; readonly entry: RedEntry };

/** One task as it crosses to a check worker; `progress` receives RunProgress while a property runs. */
export interface CheckTask {
  readonly adapter: CheckAdapter;
  readonly budget: CheckBudget;
  readonly job: CheckJob;
  readonly progress?: MessagePort;
}

/** A kill-matrix cell's property result, its counterexample already JSON. */
export interface CellResult {
  readonly status: 'passed' | 'failed';
  readonly firstFailureAt: number | undefined;
  readonly shrinks: number;
  readonly durationMs: number;
  readonly seed: number;
  readonly path: string | undefined;
  readonly counterexample: unknown;
  readonly error: string | undefined;
}

/** What a check worker sends back: the check's result as data, coverage counts to be summed. */
export type CheckOutcome =
  | { readonly kind: 'property'; readonly check: PropertyCheck; readonly coverage: CoverageJson }
  | { readonly kind: 'cell'; readonly result: CellResult }
  | { readonly kind: 'red'; readonly report: RedReport };

export type { RunProgress };
