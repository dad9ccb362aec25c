import fc from 'fast-check';
import { ABORTED, untilAborted } from './abort.js';
import { BoundaryFailure } from './isolation/boundary-failure.js';
import { sourceOf, type Implementation } from './isolation/source-of.js';
import { harnessFor, type PropertyDefinition } from './property.js';
import { valueAtPath } from './value-at-path.js';

export interface RunOptions {
  readonly seed: number;
  readonly numRuns: number;
  /** Replays exactly one case, once, unshrunk: the path fast-check printed with the failure (see valueAtPath). */
  readonly path?: string;
  /** Stops generating new cases after this many ms (shrinking still completes). */
  readonly timeLimitMs?: number;
  /** Stop at the first failure without shrinking: for a check that only needs to know a fault is caught. */
  readonly endOnFailure?: boolean;
  /** Called after every case: cases run, and shrink steps taken since the first failure (a live line while shrinking). */
  readonly onProgress?: (progress: RunProgress) => void;
  /** Once it aborts, no new case starts and the case in flight is abandoned: the run ends as interrupted. */
  readonly signal?: AbortSignal;
}

/** How far one property has got: `shrinks` counts failing cases after the first, i.e. successful shrink steps. */
export interface RunProgress {
  readonly runs: number;
  readonly shrinks: number;
  readonly shrinking: boolean;
}

export interface PropertyResult {
  readonly id: string;
  readonly status: 'passed' | 'failed';
  readonly numRuns: number;
  readonly seed: number;
  /** Runs until the first failure (1-based), when it failed. */
  readonly firstFailureAt: number | undefined;
  readonly path: string | undefined;
  readonly counterexample: unknown;
  readonly error: string | undefined;
  readonly shrinks: number;
  readonly durationMs: number;
  readonly interrupted: boolean;
}

/** Runs one property against fresh systems of an implementation; every failure carries seed and path. */
export async function runProperty<T>(
  property: PropertyDefinition<T>,
  implementation: Implementation,
  options: RunOptions,
): Promise<PropertyResult> {
  const source = sourceOf(implementation);
  const started = performance.now();
  let runs = 0;
  let firstFailureAt: number | undefined;
  let shrinks = 0;
  let halted = false;
  // A path names one case: it runs alone, as a constant, so no later shrink candidate runs after it.
  const arbitrary =
    options.path === undefined ? property.arbitrary : fc.constant(valueAtPath(property, options.seed, options.path));
  const predicate = fc.asyncProperty(arbitrary, async (value) => {
    // A lost worker (exit, crash, hang) is not shrunk: every further case would only repeat it, slowly.
    if (halted) return;
    // fast-check's own interrupt: it stops generating and shrinking, as its time limit does.
    if (options.signal?.aborted === true) throw new fc.PreconditionFailure(true);
    runs++;
    let cutOff = false;
    try {
      const check = Promise.resolve(property.check(source.createSystem(), value, harnessFor(source)));
      cutOff = (await untilAborted(check, options.signal)) === ABORTED;
    } catch (error) {
      if (firstFailureAt !== undefined) shrinks++;
      firstFailureAt ??= runs;
      if (error instanceof BoundaryFailure && error.lost) halted = true;
      throw error;
    } finally {
      options.onProgress?.({ runs, shrinks, shrinking: firstFailureAt !== undefined });
    }
    if (cutOff) throw new fc.PreconditionFailure(true);
  });
  const details = await fc.check(predicate, {
    seed: options.seed,
    numRuns: options.path === undefined ? options.numRuns : 1,
    ...(options.timeLimitMs !== undefined ? { interruptAfterTimeLimit: options.timeLimitMs } : {}),
    ...(options.endOnFailure === true ? { endOnFailure: true } : {}),
  });
  const error = details.errorInstance;
  return {
    id: property.id,
    status: details.failed ? 'failed' : 'passed',
    numRuns: details.numRuns,
    seed: details.seed,
    firstFailureAt,
    path: details.failed ? (options.path ?? details.counterexamplePath ?? undefined) : undefined,
    counterexample: details.counterexample?.[0],
    error: details.failed ? (error instanceof Error ? error.message : String(error)) : undefined,
    shrinks: details.numShrinks,
    durationMs: performance.now() - started,
    interrupted: details.interrupted,
  };
}
