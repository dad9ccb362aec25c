import fc from 'fast-check';
import { sourceOf, type Implementation } from '../../harness/isolation/source-of.js';
import { harnessFor, type PropertyDefinition } from '../../harness/property.js';
import type { CorpusEntry } from './corpus-entry.js';

/** One replay of one case: whether it failed, and how. */
export interface ReplayOutcome {
  readonly failed: boolean;
  /** The thrown value, kept whole so that a report can read a violation's details. */
  readonly error: unknown;
  readonly message: string | undefined;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Runs the property's check once on a fresh system with exactly this value. */
export async function replayValue<T>(
  property: PropertyDefinition<T>,
  implementation: Implementation,
  value: T,
): Promise<ReplayOutcome> {
  const source = sourceOf(implementation);
  try {
    await property.check(source.createSystem(), value, harnessFor(source));
    return { failed: false, error: undefined, message: undefined };
  } catch (error) {
    return { failed: true, error, message: messageOf(error) };
  }
}

/** Regenerates the case fast-check reached at `seed` and `path` and runs it once, without shrinking further. */
export async function replayPath<T>(
  property: PropertyDefinition<T>,
  implementation: Implementation,
  seed: number,
  path: string,
): Promise<ReplayOutcome & { value: unknown }> {
  const source = sourceOf(implementation);
  const predicate = fc.asyncProperty(property.arbitrary, async (value) => {
    await property.check(source.createSystem(), value, harnessFor(source));
  });
  const details = await fc.check(predicate, { seed, path, numRuns: 1, endOnFailure: true });
  return {
    failed: details.failed,
    error: details.errorInstance,
    message: details.failed ? messageOf(details.errorInstance) : undefined,
    value: details.counterexample?.[0],
  };
}

/** Replays a saved entry: by value when it is exact, else by its seed and path. */
export function replayEntry(
  property: PropertyDefinition<never>,
  implementation: Implementation,
  entry: CorpusEntry,
): Promise<ReplayOutcome> {
  return entry.replay === 'value'
    ? replayValue(property, implementation, entry.value as never)
    : replayPath(property, implementation, entry.seed, entry.path);
}

/** How many times a failure is replayed before it is reported; fewer failures than this mark the property flaky. */
export const TRIAGE_REPLAYS = 5;

/** Replays a failing case several times: a failure that does not recur every time is flaky, not fixed. */
export async function triage(
  replay: () => Promise<ReplayOutcome>,
  times: number = TRIAGE_REPLAYS,
): Promise<{ failures: number; times: number; firstError: unknown }> {
  let failures = 0;
  let firstError: unknown;
  for (let i = 0; i < times; i++) {
    const outcome = await replay();
    if (outcome.failed) {
      failures++;
      firstError ??= outcome.error;
    }
  }
  return { failures, times, firstError };
}
