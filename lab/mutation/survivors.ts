import { ALIVE, DETECTED, readStrykerReport } from './stryker-report.js';

// `tsx lab/mutation/survivors.ts [reports/mutation.json]`: the mutants Stryker left alive, one line each,
// and the raw score per file, for lab/mutation-survivors.md.
const report = readStrykerReport(process.argv[2] ?? 'reports/mutation.json');
for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) => (a < b ? -1 : 1))) {
  const lines = source.split('\n');
  const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
  const valid = mutants.filter((m) => DETECTED.has(m.status) || ALIVE.has(m.status)).length;
  console.log(`\n${file}: ${detected}/${valid} detected (${((100 * detected) / Math.max(1, valid)).toFixed(1)} %)`);
  for (const m of mutants.filter((x) => ALIVE.has(x.status))) {
    const { line, column } = m.location.start;
    const code = (lines[line - 1] ?? '').trim().slice(0, 90);
    const to = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 60);
    console.log(`- ${line}:${column} ${m.status} ${m.mutatorName} → \`${to}\`  | ${code}`);
  }
}
