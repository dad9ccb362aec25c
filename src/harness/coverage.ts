import { AsyncLocalStorage } from 'node:async_hooks';
import { HOOK_STAGES, type HookStage } from '../reference/pipeline/hooks.js';
import type { RequestOutcome } from '../reference/pipeline/run-request.js';
import { MUTATION_KINDS, type MutationKind, type Scenario } from './scenario.js';

export const OUTCOME_CAUSES = ['dispatched', 'provider_failed', 'early', 'final', 'capacity', 'preparation'] as const;
export type OutcomeCause = (typeof OUTCOME_CAUSES)[number];

/** Counts of what a run exercised: every mutation kind × stage cell and every outcome cause. */
export class CoverageCounter {
  readonly cells = new Map<string, number>();
  readonly causes = new Map<OutcomeCause, number>();

  record(scenario: Scenario, outcome: RequestOutcome): void {
    for (const m of scenario.mutations)
      this.cells.set(cellKey(m.kind, m.stage), (this.cells.get(cellKey(m.kind, m.stage)) ?? 0) + 1);
    const cause: OutcomeCause = outcome.outcome === 'rejected' ? outcome.reason.stage : outcome.outcome;
    this.causes.set(cause, (this.causes.get(cause) ?? 0) + 1);
  }

  cell(kind: MutationKind, stage: HookStage): number {
    return this.cells.get(cellKey(kind, stage)) ?? 0;
  }

  /** Cells and causes under the floor; empty when the run covered the contract well enough. */
  shortfalls(floor: number): string[] {
    const cells = MUTATION_KINDS.flatMap((kind) =>
      HOOK_STAGES.filter((stage) => this.cell(kind, stage) < floor).map(
        (stage) => `${kind} × ${stage}: ${this.cell(kind, stage)}`,
      ),
    );
    const causes = OUTCOME_CAUSES.filter((c) => (this.causes.get(c) ?? 0) < floor).map(
      (c) => `outcome ${c}: ${this.causes.get(c) ?? 0}`,
    );
    return [...cells, ...causes];
  }

  toJSON(): { cells: Record<string, Record<string, number>>; causes: Record<string, number> } {
    const cells = Object.fromEntries(
      MUTATION_KINDS.map((kind) => [
        kind,
        Object.fromEntries(HOOK_STAGES.map((stage) => [stage, this.cell(kind, stage)])),
      ]),
    );
    return { cells, causes: Object.fromEntries(OUTCOME_CAUSES.map((c) => [c, this.causes.get(c) ?? 0])) };
  }
}

const cellKey = (kind: MutationKind, stage: HookStage): string => `${kind}|${stage}`;

/** The counter of the run in progress; async-local so concurrent runs never mix their counts. */
export const coverageScope = new AsyncLocalStorage<CoverageCounter>();
