import { AsyncLocalStorage } from 'node:async_hooks';
import { REJECTION_STAGES } from '../reference/model/index.js';
import { HOOK_STAGES, type HookStage } from '../reference/pipeline/hooks.js';
import type { RequestOutcome } from '../reference/pipeline/run-request.js';
import { MUTATION_KINDS, SUMMARY_KINDS, type Mutation, type Scenario } from './scenario.js';

export const OUTCOME_CAUSES = ['dispatched', 'provider_failed', ...REJECTION_STAGES] as const;
export type OutcomeCause = (typeof OUTCOME_CAUSES)[number];

/** Rejections whose difference lies in the Entry summary: a generator that never changes a line shows here. */
export const SUMMARY_CAUSES = ['summary-early', 'summary-final'] as const;
type Cause = OutcomeCause | (typeof SUMMARY_CAUSES)[number];

const SUMMARY_ROWS = SUMMARY_KINDS.map((kind) => `summary:${kind}`);

/** Coverage rows: every mutation kind on the tool list, then every kind on the Entry summary (`summary:<kind>`). */
export const COVERAGE_ROWS: readonly string[] = [...MUTATION_KINDS, ...SUMMARY_ROWS];

const rowOf = (m: Mutation): string => (m.on === 'summary' ? `summary:${m.kind}` : m.kind);

/** A counter's counts as data: what crosses from a check worker to be summed. */
export type CoverageJson = { cells: Record<string, Record<string, number>>; causes: Record<string, number> };

/**
 * Cells and causes under the floor, worded once for a live counter and for summed report counts alike. Tool
 * rows are gated cell by cell; summary rows, which one property feeds, by their margins (each kind over all
 * stages, each stage over all kinds), so a kind or stage the generator stopped reaching still shows.
 */
export function coverageShortfalls(
  cells: CoverageJson['cells'],
  causes: CoverageJson['causes'],
  floor: number,
): string[] {
  const count = (row: string, stage: string): number => cells[row]?.[stage] ?? 0;
  const low = MUTATION_KINDS.flatMap((row) =>
    HOOK_STAGES.filter((stage) => count(row, stage) < floor).map((stage) => `${row} × ${stage}: ${count(row, stage)}`),
  );
  const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
  const byKind = SUMMARY_ROWS.map((row) => [row, sum(HOOK_STAGES.map((stage) => count(row, stage)))] as const);
  const byStage = HOOK_STAGES.map((stage) => [stage, sum(SUMMARY_ROWS.map((row) => count(row, stage)))] as const);
  low.push(
    ...byKind.filter(([, n]) => n < floor).map(([row, n]) => `${row} × any stage: ${n}`),
    ...byStage.filter(([, n]) => n < floor).map(([stage, n]) => `summary × ${stage}: ${n}`),
  );
  const lowCauses = [...OUTCOME_CAUSES, ...SUMMARY_CAUSES]
    .filter((c) => (causes[c] ?? 0) < floor)
    .map((c) => `outcome ${c}: ${causes[c] ?? 0}`);
  return [...low, ...lowCauses];
}

/** Counts of what a run exercised: every mutation row × stage cell and every outcome cause. */
export class CoverageCounter {
  readonly cells = new Map<string, number>();
  readonly causes = new Map<Cause, number>();

  record(scenario: Scenario, outcome: RequestOutcome): void {
    for (const m of scenario.mutations) {
      const key = cellKey(rowOf(m), m.stage);
      this.cells.set(key, (this.cells.get(key) ?? 0) + 1);
    }
    const cause: OutcomeCause = outcome.outcome === 'rejected' ? outcome.reason.stage : outcome.outcome;
    this.count(cause);
    if (outcome.outcome === 'rejected' && outcome.reason.difference?.field === 'entrySummary')
      if (outcome.reason.stage === 'early' || outcome.reason.stage === 'final')
        this.count(`summary-${outcome.reason.stage}`);
  }

  /** Count of one cell; `row` is a mutation kind, or `summary:<kind>` for the Entry summary. */
  cell(row: string, stage: HookStage): number {
    return this.cells.get(cellKey(row, stage)) ?? 0;
  }

  /** Adds counts taken elsewhere (a check worker's), cell by cell and cause by cause. */
  add(counts: CoverageJson): void {
    for (const [row, stages] of Object.entries(counts.cells))
      for (const [stage, n] of Object.entries(stages)) {
        const key = `${row}|${stage}`;
        this.cells.set(key, (this.cells.get(key) ?? 0) + n);
      }
    for (const [cause, n] of Object.entries(counts.causes))
      this.causes.set(cause as Cause, (this.causes.get(cause as Cause) ?? 0) + n);
  }

  /** Cells and causes under the floor; empty when the run covered the contract well enough. */
  shortfalls(floor: number): string[] {
    const { cells, causes } = this.toJSON();
    return coverageShortfalls(cells, causes, floor);
  }

  toJSON(): CoverageJson {
    const cells = Object.fromEntries(
      COVERAGE_ROWS.map((row) => [row, Object.fromEntries(HOOK_STAGES.map((stage) => [stage, this.cell(row, stage)]))]),
    );
    const causes = Object.fromEntries([...OUTCOME_CAUSES, ...SUMMARY_CAUSES].map((c) => [c, this.causes.get(c) ?? 0]));
    return { cells, causes };
  }

  private count(cause: Cause): void {
    this.causes.set(cause, (this.causes.get(cause) ?? 0) + 1);
  }
}

const cellKey = (row: string, stage: HookStage): string => `${row}|${stage}`;

/** The counter of the run in progress; async-local so concurrent runs never mix their counts. */
export const coverageScope = new AsyncLocalStorage<CoverageCounter>();
