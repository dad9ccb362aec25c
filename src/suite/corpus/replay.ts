import { sourceOf, type Implementation } from '../../harness/isolation/source-of.js';
import { harnessFor, type PropertyDefinition } from '../../harness/property.js';
import { valueAtPath } from '../../harness/value-at-path.js';
import type { CorpusEntry } from './corpus-entry.js';

export { valueAtPath };

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
): Promise<ReplayOutcome & { value: T }> {
  const value = valueAtPath(property, seed, path);
  return { ...(await replayValue(property, implementation, value)), value };
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
