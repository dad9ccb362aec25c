import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { scoreReport } from './print-scores.js';
import { testSideHash } from './test-side-hash.js';

// `npm run mutation [-- stryker options]`: Stryker over the reference core with the property suite alone.
const STAMP = 'reports/mutation-test-side.sha256';
const PARTIAL_INCREMENTAL = 'reports/stryker-incremental-partial.json';

const args = process.argv.slice(2);
const partial = args.some((a) => a === '--mutate' || a === '-m' || a.startsWith('--mutate='));
const hash = testSideHash(process.cwd());
const stale = !existsSync(STAMP) || readFileSync(STAMP, 'utf8').trim() !== hash;
const extra = [
  ...(stale && !args.includes('--force') ? ['--force'] : []),
  // A one-file run keeps its own incremental file, so the committed full one keeps every file.
  ...(partial ? ['--incrementalFile', PARTIAL_INCREMENTAL] : []),
];
if (stale) console.log('mutation: properties, generators or harness changed since the last full run: --force');
const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.json', ...args, ...extra], { stdio: 'inherit' });
if (run.status === 0 && !partial) {
  writeFileSync(STAMP, `${hash}\n`);
  // Stryker's score counts equivalent mutants as alive; the classes file says which they are.
  console.log(`\n${scoreReport().join('\n')}`);
}
process.exit(run.status ?? 1);
