import fc from 'fast-check';
import { firstOfEachCode, type Finding } from './finding.js';
import type { Case, FrameworkProperty } from './properties.js';
import type { FrameworkTarget } from './target.js';

/** One distinct deviation, with the shrunk case that shows it and how to replay that case. */
export interface Discovered {
  readonly finding: Finding;
  readonly counterexample: Case;
  readonly seed: number;
  readonly path: string;
  readonly round: number;
  /** Codes found in earlier rounds, which this round ignored: a replay must ignore them too. */
  readonly ignored: readonly string[];
}

/** The outcome of one property on one target. */
export interface CellResult {
  readonly target: string;
  readonly property: string;
  readonly discovered: Discovered[];
  readonly runs: number;
  readonly ms: number;
  /** True when the last round still found something new: more kinds of deviation may exist beyond maxRounds. */
  readonly exhausted: boolean;
  /** Set when the runner itself failed (a harness bug, not a finding). */
  readonly error?: string;
}

/** Run budget of one cell. */
export interface Budget {
  readonly numRuns: number;
  readonly maxRounds: number;
  /** Per round, generation and shrinking together (fast-check interruptAfterTimeLimit). */
  readonly roundMs: number;
  /**
   * `fast-check`: its own shrinking (many runs). `tools`: stop at the first failure, then keep the fewest
   * tools that still show the finding (at most one run per tool), for targets where a run spawns a process.
   */
  readonly shrink: 'fast-check' | 'tools';
}

/** Greedy: the first single tool that still fails, else drop tools one at a time while it keeps failing. */
async function shrinkTools(c: Case, fails: (c: Case) => Promise<boolean>): Promise<Case> {
  for (const tool of c.tools) {
    const one = { ...c, tools: [tool] };
    if (await fails(one)) return one;
  }
  let current = c;
  for (let i = current.tools.length - 1; i >= 0 && current.tools.length > 1; i--) {
    const fewer = { ...current, tools: current.tools.filter((_, j) => j !== i) };
    if (await fails(fewer)) current = fewer;
  }
  return current;
}

/**
 * Runs `property` on `target` until it passes: each failing round's shrunk counterexample yields its
 * new finding codes, which later rounds ignore, so every kind of deviation gets its own minimal case.
 */
export async function discover(
  target: FrameworkTarget,
  property: FrameworkProperty,
  seed: number,
  budget: Budget,
  replay?: { path: string; ignored: readonly string[] },
): Promise<CellResult> {
  const started = Date.now();
  const known = new Set<string>(replay?.ignored ?? []);
  const discovered: Discovered[] = [];
  let runs = 0;
  let exhausted = true;
  const fresh = async (c: Case): Promise<Finding[]> =>
    (await property.check(target, c)).filter((f) => !known.has(f.code));
  const result = (exhaustedAll: boolean): CellResult => ({
    target: target.id,
    property: property.id,
    discovered,
    runs,
    ms: Date.now() - started,
    exhausted: exhaustedAll,
  });
  // A replay runs the one round that found the finding, from its path.
  const rounds = replay === undefined ? budget.maxRounds : 1;
  for (let round = 0; round < rounds; round++) {
    const details = await fc.check(
      fc.asyncProperty(property.arbitrary(target), async (c) => (await fresh(c)).length === 0),
      {
        seed,
        numRuns: budget.numRuns,
        interruptAfterTimeLimit: budget.roundMs,
        markInterruptAsFailure: false,
        endOnFailure: budget.shrink === 'tools',
        ...(replay === undefined ? {} : { path: replay.path }),
      },
    );
    runs += details.numRuns + details.numShrinks;
    if (!details.failed || details.counterexample === null) {
      exhausted = false;
      break;
    }
    const counterexample =
      budget.shrink === 'tools'
        ? await shrinkTools(details.counterexample[0], async (c) => {
            runs++;
            return (await fresh(c)).length > 0;
          })
        : details.counterexample[0];
    const found = firstOfEachCode(await fresh(counterexample));
    // A case that fails once and then passes is flaky; report it as such rather than loop on it.
    if (found.length === 0) {
      return {
        ...result(false),
        error: `flaky: seed ${seed} path ${details.counterexamplePath ?? ''} passed on replay`,
      };
    }
    const ignored = [...known];
    for (const f of found) {
      known.add(f.code);
      discovered.push({ finding: f, counterexample, seed, path: details.counterexamplePath ?? '', round, ignored });
    }
  }
  return result(exhausted && replay === undefined);
}
