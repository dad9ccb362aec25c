import { type Budget, type CellResult, type Discovered, discover } from './discover.js';
import type { FrameworkProperty } from './properties.js';
import type { FrameworkTarget } from './target.js';

/** One run over targets × properties: the lane's and `check`'s, which differ only in budgets and replay commands. */
export interface CellsRun {
  readonly targets: readonly FrameworkTarget[];
  readonly properties: readonly FrameworkProperty[];
  readonly seed: number;
  readonly budget: (target: FrameworkTarget) => Budget;
  /** Replay one finding: the fast-check path and the codes its round ignored. */
  readonly replay?: { readonly path: string; readonly ignored: readonly string[] };
  readonly replayCommand: (target: string, property: string, d: Discovered) => string;
  /** Once aborted (a time budget, a signal), no further cell starts; the cells left are returned as not run. */
  readonly signal?: AbortSignal;
  readonly log: (line: string) => void;
}

/** The cells that ran, and the ones a deadline left out (target and property ids). */
export interface CellsOutcome {
  readonly cells: CellResult[];
  readonly notRun: { readonly target: string; readonly property: string }[];
}

const failedCell = (target: string, property: string, error: unknown): CellResult => ({
  target,
  property,
  discovered: [],
  runs: 0,
  ms: 0,
  exhausted: false,
  error: String(error),
});

/** Runs every applicable property on every target, one cell after the other, logging each cell's verdict. */
export async function runCells(run: CellsRun): Promise<CellsOutcome> {
  const { log } = run;
  const outcome: CellsOutcome = { cells: [], notRun: [] };
  for (const target of run.targets) {
    for (const property of run.properties.filter(
      (p) => p.appliesTo(target) && (target.only === undefined || target.only.includes(p.id)),
    )) {
      if (run.signal?.aborted === true) {
        outcome.notRun.push({ target: target.id, property: property.id });
        continue;
      }
      const budget = property.budget?.(run.budget(target)) ?? run.budget(target);
      const cell = await discover(target, property, run.seed, budget, run.replay).catch((error: unknown) =>
        failedCell(target.id, property.id, error),
      );
      outcome.cells.push(cell);
      const summary =
        cell.error ?? (cell.discovered.length === 0 ? 'pass' : cell.discovered.map((d) => d.finding.code).join(', '));
      log(
        `${target.id} · ${property.id}: ${summary}${cell.exhausted ? ' (round limit reached: there may be more)' : ''} (${cell.runs} runs, ${(cell.ms / 1000).toFixed(1)} s)`,
      );
      for (const d of cell.discovered)
        log(`    ${d.finding.code} at ${d.finding.path}; replay: ${run.replayCommand(target.id, property.id, d)}`);
      if (run.replay !== undefined)
        for (const d of cell.discovered)
          log(JSON.stringify({ finding: d.finding, counterexample: d.counterexample }, null, 2));
    }
  }
  return outcome;
}
