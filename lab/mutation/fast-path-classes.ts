import { fastPathClass } from './classes.js';
import { ALIVE, mutantKey, readStrykerReport } from './stryker-report.js';

// `tsx lab/mutation/fast-path-classes.ts <property-suite report> <fast-path report>`, as run by
// `npm run mutation:fast-paths`: every mutant the property suite left alive in a fast-path file, classed by
// which of test/reference/fast-paths.test.ts's tests kill it. A soundness kill means the fast path then says
// "equal" where the strict walk does not (a gap the property suite must reach); a completeness kill alone
// means it only says "not proven" more often, which the strict walk then decides (speed only: equivalent).
const [suiteFile = 'reports/mutation.json', fastFile = 'reports/mutation-fast-paths.json'] = process.argv.slice(2);
const suite = readStrykerReport(suiteFile);
const fast = readStrykerReport(fastFile);
const testNames = new Map(Object.values(fast.testFiles ?? {}).flatMap((f) => f.tests.map((t) => [t.id, t.name])));

const classOf = (killedBy: readonly string[]): string => {
  const found = fastPathClass(killedBy.map((id) => testNames.get(id) ?? id));
  if (found === 'gap') return 'gap (a soundness test kills it)';
  if (found === 'equivalent') return 'equivalent (speed only: completeness alone kills it)';
  return 'survives both (read it)';
};

for (const [file, { source, mutants }] of Object.entries(fast.files)) {
  const alive = suite.files[file]?.mutants.filter((m) => ALIVE.has(m.status)) ?? [];
  const byKey = new Map(mutants.map((m) => [mutantKey(m), m]));
  const lines = source.split('\n');
  const classes = new Map<string, string[]>();
  for (const m of alive) {
    const twin = byKey.get(mutantKey(m));
    const name = twin === undefined ? 'not in the fast-path report (the source moved)' : classOf(twin.killedBy ?? []);
    const code = (lines[m.location.start.line - 1] ?? '').trim().slice(0, 70);
    const to = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 50);
    classes.set(name, [
      ...(classes.get(name) ?? []),
      `${m.location.start.line}:${m.location.start.column} ${m.mutatorName} → \`${to}\` | ${code}`,
    ]);
  }
  console.log(`\n${file}: ${alive.length} alive after the property suite`);
  for (const [name, list] of classes)
    console.log(`  ${name}: ${list.length}\n${list.map((l) => `    - ${l}`).join('\n')}`);
}
