import { existsSync } from 'node:fs';
import { readClasses } from './classes.js';
import { groupScores, scoreLine, staleEntries, type Survivor, survivors } from './scores.js';
import { readStrykerReport } from './stryker-report.js';

export interface ScoreFiles {
  readonly report: string;
  readonly classes: string;
  /** Read when it exists: `npm run mutation:fast-paths` writes it. */
  readonly fastPaths: string;
}

export const DEFAULT_SCORE_FILES: ScoreFiles = {
  report: 'reports/mutation.json',
  classes: 'lab/mutation-classes.json',
  fastPaths: 'reports/mutation-fast-paths.json',
};

/** The report, the fast-path report when there is one, and every survivor classed. */
function load(files: ScoreFiles) {
  const report = readStrykerReport(files.report);
  const fast = existsSync(files.fastPaths) ? readStrykerReport(files.fastPaths) : undefined;
  const entries = readClasses(files.classes);
  const alive = survivors(report, entries, fast);
  return { report, fast, alive, stale: staleEntries(entries, alive) };
}

const describe = (s: Survivor, source: string): string => {
  const { line, column } = s.mutant.location.start;
  const code = (source.split('\n')[line - 1] ?? '').trim().slice(0, 80);
  const to = (s.mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 50);
  return `${s.file}:${line}:${column} ${s.mutant.status} ${s.mutant.mutatorName} → \`${to}\` | ${code}`;
};

/** The score table (markdown) and every unclassified survivor, as lines. */
export function scoreReport(files: ScoreFiles = DEFAULT_SCORE_FILES): string[] {
  const { report, fast, alive, stale } = load(files);
  const rows = groupScores(report, alive).map((g) => {
    const { raw, nonEquivalent, constrained } = scoreLine(g);
    return `| ${g.name} | ${g.valid} | ${g.detected} | ${g.equivalent} | ${g.unconstrained} | ${g.gaps} (${g.unclassified} unclassified) | ${raw} | **${nonEquivalent}** | ${constrained} |`;
  });
  const unclassified = alive.filter((s) => s.class === undefined);
  return [
    `mutation scores of the property suite alone (${files.report}, classes from ${files.classes}${fast ? ` and ${files.fastPaths}` : ''}):`,
    '',
    '| folder | mutants | detected | equivalent | unconstrained | gaps | raw | non-equivalent | constrained |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    unclassified.length === 0
      ? 'every survivor is classed'
      : `${unclassified.length} survivors no entry classes (counted as gaps; class them in ${files.classes}):`,
    ...unclassified.map((s) => `- ${describe(s, report.files[s.file]?.source ?? '')}`),
    ...(stale.length === 0
      ? []
      : [
          '',
          `${stale.length} entries of ${files.classes} class no survivor (their mutants now die): remove them:`,
          ...stale.map((e) => `- ${e.file} (${e.class}): ${e.why.slice(0, 100)}`),
        ]),
  ];
}

const FAST_PATH_WHY: Record<string, string> = {
  equivalent:
    'speed only: the fast path then answers "not proven" more often and the strict walk decides (killed by a completeness test of `fast-paths.test.ts`, by no soundness test)',
  gap: 'the fast path then says "equal" where the strict walk does not (a soundness test of `fast-paths.test.ts` kills it); the property suite does not draw the input that shows it at `ci`',
};

/** Per file, the survivors grouped by what classes them: the tables of `lab/mutation-survivors.md`. */
export function survivorTables(files: ScoreFiles = DEFAULT_SCORE_FILES): string[] {
  const { alive } = load(files);
  const out: string[] = [];
  for (const file of [...new Set(alive.map((s) => s.file))].sort()) {
    const mine = alive.filter((s) => s.file === file);
    const groups = new Map<unknown, Survivor[]>();
    for (const s of mine) {
      const key = s.source === 'fast-paths' ? `fast-paths ${s.class}` : (s.source ?? 'unclassified');
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    out.push('', `#### \`${file.replace(/^src\/reference\//, '')}\`: ${mine.length} left`, '');
    out.push('| mutants (line:column mutator → replacement) | class | why |', '| --- | --- | --- |');
    for (const [key, list] of groups) {
      const first = list[0];
      if (first === undefined) continue;
      const at = (s: Survivor) => `${s.mutant.location.start.line}:${s.mutant.location.start.column}`;
      const named = (s: Survivor) =>
        `${at(s)} ${s.mutant.mutatorName} → \`${(s.mutant.replacement ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 40)}\`${s.mutant.status === 'NoCoverage' ? ' (no coverage)' : ''}`;
      const mutants =
        list.length > 3 ? `${list.length} mutants: ${list.map(at).join('; ')}` : list.map(named).join('; ');
      const cls = first.class === undefined ? '**unclassified**' : first.class === 'gap' ? '**gap**' : first.class;
      const why =
        typeof key === 'string'
          ? key === 'unclassified'
            ? 'not classed yet'
            : (FAST_PATH_WHY[first.class ?? ''] ?? '')
          : (first.source as { why: string }).why;
      out.push(`| ${mutants} | ${cls} | ${why.replace(/\|/g, '\\|')} |`);
    }
  }
  return out;
}
