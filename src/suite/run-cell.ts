import fc from 'fast-check';
import { sourceOf, type Implementation } from '../harness/isolation/source-of.js';
import { harnessFor, type PropertyDefinition } from '../harness/property.js';
import { type PropertyResult, runProperty } from '../harness/run-property.js';
import { copyOfCase } from './copy-of-case.js';

/** The cases of the properties met last, drawn once per thread: a matrix row meets every fault with the same ones. */
const drawn = new Map<string, readonly unknown[]>();
/** Rows kept: the matrix runs row by row, so the row in hand (and the one a slow lane still finishes) is enough. */
const ROWS_KEPT = 2;

function casesOf(property: PropertyDefinition<unknown>, seed: number, numRuns: number): readonly unknown[] {
  const key = `${property.id}\u0000${seed}\u0000${numRuns}`;
  let cases = drawn.get(key);
  if (cases === undefined) {
    // fc.sample draws what fc.check would hand the predicate at this seed, in the same order.
    cases = fc.sample(property.arbitrary, { seed, numRuns });
    drawn.set(key, cases);
    // A Map keeps insertion order: its first key is the row met longest ago.
    const [oldest] = drawn.keys();
    if (drawn.size > ROWS_KEPT && oldest !== undefined) drawn.delete(oldest);
  }
  return cases;
}

/**
 * One kill-matrix cell: a kill needs one failing case, so the search ends at the first. The cases are drawn
 * once per property and handed to each fault as fresh copies (`copyOfCase`), which spares generation, the
 * larger half of a passing cell's cost. A failing cell is
 * then run again by fast-check itself, so its path, counterexample and error are exactly `runProperty`'s.
 */
export async function runCell<T>(
  property: PropertyDefinition<T>,
  implementation: Implementation,
  options: { readonly seed: number; readonly numRuns: number },
): Promise<PropertyResult> {
  const exact = (): Promise<PropertyResult> =>
    runProperty(property, implementation, { ...options, endOnFailure: true });
  const cases = casesOf(property as PropertyDefinition<unknown>, options.seed, options.numRuns);
  const started = performance.now();
  const source = sourceOf(implementation);
  for (const drawnCase of cases) {
    // A cell on the CLI's thread would otherwise hold its event loop for the whole row of cases, and the
    // pool's other lanes wait for it to take their results and hand them the next cell.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const value = copyOfCase(drawnCase) as T;
    try {
      await property.check(source.createSystem(), value, harnessFor(source));
    } catch {
      return exact();
    }
  }
  return {
    id: property.id,
    status: 'passed',
    numRuns: cases.length,
    seed: options.seed,
    firstFailureAt: undefined,
    path: undefined,
    counterexample: undefined,
    error: undefined,
    shrinks: 0,
    durationMs: performance.now() - started,
    interrupted: false,
  };
}
