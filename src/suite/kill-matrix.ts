import type { Implementation } from '../harness/isolation/source-of.js';
import { sourceOf } from '../harness/isolation/source-of.js';
import type { PropertyDefinition } from '../harness/property.js';
import { runCell } from './run-cell.js';
import type { RedReport } from '../reports/suite-report.js';
import { toJsonValue } from './corpus/json-value.js';
import { checkPool, inLanes } from './pool/check-pool.js';
import type { CellResult } from './pool/check-task.js';
import { type RedEntry, runRed } from './run-suite.js';

/** A faulty variant as the matrix sees it: a catalog fault, so a check worker can build it from its id. */
export interface MatrixFault {
  readonly id: string;
  readonly bug: string;
  readonly adapter: Implementation;
}

/** A RED case of the matrix, as data (it crosses to check workers). */
export interface MatrixCase {
  readonly id: string;
  readonly entry: RedEntry;
}

export interface MatrixCell {
  readonly fault: string;
  readonly check: string;
  readonly kind: 'property' | 'red';
  readonly killed: boolean;
  readonly runsToFirstFailure: number | undefined;
  readonly shrinks: number;
  readonly durationMs: number;
  readonly seed: number | undefined;
  readonly path: string | undefined;
  readonly counterexample: unknown;
  readonly message: string | undefined;
}

export interface KillMatrix {
  readonly cells: readonly MatrixCell[];
  readonly survivors: readonly string[];
  /** Properties that kill no fault: checks that cannot fail, as far as the catalog shows. */
  readonly idleChecks: readonly string[];
  /** RED cases that kill no fault: fine for guards against false positives, a hint for the rest. */
  readonly quietRedCases: readonly string[];
}

export interface KillMatrixOptions {
  readonly seed: number;
  readonly numRuns: number;
  /** Check workers; 1 runs every cell here, one after another. */
  readonly workers?: number;
  /** Each cell as it finishes (in completion order when workers run in parallel). */
  readonly onCell?: (cell: MatrixCell) => void;
}

type Cell =
  | { readonly fault: MatrixFault; readonly kind: 'property'; readonly property: PropertyDefinition<never> }
  | { readonly fault: MatrixFault; readonly kind: 'red'; readonly redCase: MatrixCase };

const propertyCell = (fault: string, check: string, result: CellResult): MatrixCell => ({
  fault,
  check,
  kind: 'property',
  killed: result.status === 'failed',
  runsToFirstFailure: result.firstFailureAt,
  shrinks: result.shrinks,
  durationMs: result.durationMs,
  seed: result.seed,
  path: result.path,
  counterexample: result.counterexample,
  message: result.error,
});

const redCell = (fault: string, report: RedReport, durationMs: number): MatrixCell => {
  const killed = report.status !== 'passed';
  return {
    fault,
    check: report.id,
    kind: 'red',
    killed,
    runsToFirstFailure: killed ? 1 : undefined,
    shrinks: 0,
    durationMs,
    seed: undefined,
    path: undefined,
    counterexample: undefined,
    message: killed ? report.message : undefined,
  };
};

/** One cell in this thread: a kill needs one failing case, so the search ends at the first (no shrinking). */
async function runHere(cell: Cell, options: KillMatrixOptions): Promise<MatrixCell> {
  if (cell.kind === 'red') {
    const started = performance.now();
    const report = await runRed(sourceOf(cell.fault.adapter), cell.redCase.entry);
    return redCell(cell.fault.id, report, performance.now() - started);
  }
  const r = await runCell(cell.property, cell.fault.adapter, { seed: options.seed, numRuns: options.numRuns });
  const counterexample = r.counterexample === undefined ? undefined : toJsonValue(r.counterexample).json;
  return propertyCell(cell.fault.id, r.id, { ...r, counterexample });
}

/** Every cell through check workers; each builds the fault from its catalog id. */
async function runInPool(cells: readonly Cell[], options: KillMatrixOptions & { workers: number }) {
  const pool = checkPool(options.workers);
  const budget = { seed: options.seed, numRuns: options.numRuns, timeLimitMs: undefined };
  try {
    return await inLanes(
      cells,
      options.workers,
      async (cell): Promise<MatrixCell> => {
        const adapter = { kind: 'fault', id: cell.fault.id } as const;
        const started = performance.now();
        const job =
          cell.kind === 'red'
            ? ({ kind: 'red', entry: cell.redCase.entry } as const)
            : ({ kind: 'cell', id: cell.property.id } as const);
        const outcome = await pool.run({ adapter, budget, job });
        const done =
          outcome.kind === 'red'
            ? redCell(cell.fault.id, outcome.report, performance.now() - started)
            : outcome.kind === 'cell'
              ? propertyCell(cell.fault.id, job.kind === 'cell' ? job.id : '', outcome.result)
              : undefined;
        if (done === undefined) throw new Error(`check worker: a ${outcome.kind} result for a matrix cell`);
        options.onCell?.(done);
        return done;
      },
      () => false,
    );
  } finally {
    await pool.close();
  }
}

/** Runs every property and every RED case against every fault; a cell stops at its first kill. */
export async function buildKillMatrix(
  faults: readonly MatrixFault[],
  properties: readonly PropertyDefinition<never>[],
  cases: readonly MatrixCase[],
  options: KillMatrixOptions,
): Promise<KillMatrix> {
  const all: Cell[] = faults.flatMap((fault) => [
    ...properties.map((property) => ({ fault, kind: 'property', property }) as const),
    ...cases.map((redCase) => ({ fault, kind: 'red', redCase }) as const),
  ]);
  const workers = Math.min(options.workers ?? 1, all.length);
  // Run row by row (one check against every fault), so a property's cases are drawn once per row; reported fault by fault.
  const rows = new Map<unknown, number>([
    ...properties.map((p, i) => [p, i] as const),
    ...cases.map((c, i) => [c, properties.length + i] as const),
  ]);
  const rowOf = (cell: Cell): number => rows.get(cell.kind === 'property' ? cell.property : cell.redCase) ?? 0;
  const order = all.map((_, i) => i).sort((a, b) => rowOf(all[a] as Cell) - rowOf(all[b] as Cell) || a - b);
  const queue = order.map((i) => all[i] as Cell);
  let ran: (MatrixCell | undefined)[];
  if (workers > 1) ran = await runInPool(queue, { ...options, workers });
  else {
    ran = [];
    for (const cell of queue) {
      const done = await runHere(cell, options);
      ran.push(done);
      options.onCell?.(done);
    }
  }
  const byCell: (MatrixCell | undefined)[] = all.map(() => undefined);
  ran.forEach((done, k) => {
    byCell[order[k] as number] = done;
  });
  const cells = byCell.filter((c) => c !== undefined);
  const killedFaults = new Set(cells.filter((c) => c.killed).map((c) => c.fault));
  const activeChecks = new Set(cells.filter((c) => c.killed).map((c) => c.check));
  return {
    cells,
    survivors: faults.map((f) => f.id).filter((id) => !killedFaults.has(id)),
    idleChecks: properties.map((p) => p.id).filter((id) => !activeChecks.has(id)),
    quietRedCases: cases.map((c) => c.id).filter((id) => !activeChecks.has(id)),
  };
}
