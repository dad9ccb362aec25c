import type { Implementation } from '../harness/isolation/source-of.js';
import type { PropertyDefinition } from '../harness/property.js';
import { runProperty, type PropertyResult } from '../harness/run-property.js';

/** A faulty variant as the matrix sees it. */
export interface MatrixFault {
  readonly id: string;
  readonly bug: string;
  readonly adapter: Implementation;
}

/** A fixed case that can be run against any adapter. */
export interface MatrixCase {
  readonly id: string;
  run(adapter: Implementation): Promise<{ readonly status: 'passed' | 'failed'; readonly message: string }>;
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

const propertyCell = (fault: string, result: PropertyResult): MatrixCell => ({
  fault,
  check: result.id,
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

/** Runs every property and every RED case against every fault. */
export async function buildKillMatrix(
  faults: readonly MatrixFault[],
  properties: readonly PropertyDefinition<never>[],
  cases: readonly MatrixCase[],
  options: { seed: number; numRuns: number; onCell?: (cell: MatrixCell) => void },
): Promise<KillMatrix> {
  const cells: MatrixCell[] = [];
  const add = (cell: MatrixCell): void => {
    cells.push(cell);
    options.onCell?.(cell);
  };
  for (const fault of faults) {
    for (const property of properties)
      add(
        propertyCell(
          fault.id,
          await runProperty(property, fault.adapter, { seed: options.seed, numRuns: options.numRuns }),
        ),
      );
    for (const redCase of cases) {
      const started = performance.now();
      const result = await redCase
        .run(fault.adapter)
        .catch((error: unknown) => ({ status: 'failed' as const, message: `threw: ${String(error)}` }));
      const killed = result.status === 'failed';
      add({
        fault: fault.id,
        check: redCase.id,
        kind: 'red',
        killed,
        runsToFirstFailure: killed ? 1 : undefined,
        shrinks: 0,
        durationMs: performance.now() - started,
        seed: undefined,
        path: undefined,
        counterexample: undefined,
        message: killed ? result.message : undefined,
      });
    }
  }
  const killedFaults = new Set(cells.filter((c) => c.killed).map((c) => c.fault));
  const activeChecks = new Set(cells.filter((c) => c.killed).map((c) => c.check));
  return {
    cells,
    survivors: faults.map((f) => f.id).filter((id) => !killedFaults.has(id)),
    idleChecks: properties.map((p) => p.id).filter((id) => !activeChecks.has(id)),
    quietRedCases: cases.map((c) => c.id).filter((id) => !activeChecks.has(id)),
  };
}
