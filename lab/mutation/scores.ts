import { type ClassEntry, classify, fastPathClass, type SurvivorClass } from './classes.js';
import { ALIVE, DETECTED, mutantKey, type StrykerMutant, type StrykerReport } from './stryker-report.js';

/** The folders issue 14 scores, each a prefix of the files it holds; `together` sums the first three. */
export const SCORED_GROUPS = [
  { name: 'parity', prefix: 'src/reference/parity/' },
  { name: 'run-request', prefix: 'src/reference/pipeline/run-request.ts' },
  { name: 'surface', prefix: 'src/reference/surface/' },
  { name: 'wire', prefix: 'src/reference/wire/' },
] as const;
const TOGETHER = new Set(['parity', 'run-request', 'surface']);

/** A mutant left alive, with what classes it (undefined: no entry does, so it counts as a gap). */
export interface Survivor {
  readonly file: string;
  readonly mutant: StrykerMutant;
  readonly class: SurvivorClass | undefined;
  /** The classes entry, or `fast-paths` when the fast-path report decided it. */
  readonly source: ClassEntry | 'fast-paths' | undefined;
}

export interface GroupScore {
  readonly name: string;
  readonly valid: number;
  readonly detected: number;
  readonly equivalent: number;
  readonly unconstrained: number;
  /** Gaps, static breakers and unclassified survivors: alive and constrained. */
  readonly gaps: number;
  readonly unclassified: number;
}

/** Every survivor of `report`, classed by the entries, then (fast-path files) by the fast-path report's kills. */
export function survivors(
  report: StrykerReport,
  entries: readonly ClassEntry[],
  fastPaths: StrykerReport | undefined,
): Survivor[] {
  const testNames = new Map(
    Object.values(fastPaths?.testFiles ?? {}).flatMap((f) => f.tests.map((t) => [t.id, t.name] as const)),
  );
  return Object.entries(report.files).flatMap(([file, { mutants }]) => {
    const twins = new Map((fastPaths?.files[file]?.mutants ?? []).map((m) => [mutantKey(m), m]));
    return mutants
      .filter((m) => ALIVE.has(m.status))
      .map((mutant): Survivor => {
        const entry = classify(entries, file, mutant);
        if (entry !== undefined) return { file, mutant, class: entry.class, source: entry };
        const twin = twins.get(mutantKey(mutant));
        const byFastPaths = fastPathClass((twin?.killedBy ?? []).map((id) => testNames.get(id) ?? id));
        return byFastPaths === undefined
          ? { file, mutant, class: undefined, source: undefined }
          : { file, mutant, class: byFastPaths, source: 'fast-paths' };
      });
  });
}

/** Entries that class no survivor of `report`: the mutants they were written for now die (or moved), so they go. */
export function staleEntries(entries: readonly ClassEntry[], alive: readonly Survivor[]): ClassEntry[] {
  const used = new Set(alive.map((s) => s.source));
  return entries.filter((e) => !used.has(e));
}

function scoreOf(name: string, report: StrykerReport, alive: readonly Survivor[], inGroup: (f: string) => boolean) {
  const mutants = Object.entries(report.files)
    .filter(([file]) => inGroup(file))
    .flatMap(([, f]) => f.mutants);
  const mine = alive.filter((s) => inGroup(s.file));
  const count = (c: SurvivorClass) => mine.filter((s) => s.class === c).length;
  return {
    name,
    valid: mutants.filter((m) => DETECTED.has(m.status) || ALIVE.has(m.status)).length,
    detected: mutants.filter((m) => DETECTED.has(m.status)).length,
    equivalent: count('equivalent'),
    unconstrained: count('unconstrained'),
    gaps: mine.filter((s) => s.class !== 'equivalent' && s.class !== 'unconstrained').length,
    unclassified: mine.filter((s) => s.class === undefined).length,
  } satisfies GroupScore;
}

/** Scores per group and for the three together: raw, over non-equivalent mutants, over constrained ones. */
export function groupScores(report: StrykerReport, alive: readonly Survivor[]): GroupScore[] {
  const groups = SCORED_GROUPS.map((g) => scoreOf(g.name, report, alive, (f) => f.startsWith(g.prefix)));
  const prefixes = SCORED_GROUPS.filter((g) => TOGETHER.has(g.name)).map((g) => g.prefix);
  const together = scoreOf('the three together', report, alive, (f) => prefixes.some((p) => f.startsWith(p)));
  return [...groups.slice(0, 3), together, ...groups.slice(3)];
}

const percent = (part: number, whole: number): string => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

/** The three scores of a group as docs/mutation.md and the survivors file print them. */
export function scoreLine(s: GroupScore): { raw: string; nonEquivalent: string; constrained: string } {
  return {
    raw: percent(s.detected, s.valid),
    nonEquivalent: percent(s.detected, s.valid - s.equivalent),
    constrained: percent(s.detected, s.valid - s.equivalent - s.unconstrained),
  };
}
