import { DEFAULT_SCORE_FILES, scoreReport, survivorTables } from './print-scores.js';

// `npm run mutation:scores [-- --tables]`: the property suite's scores per folder from reports/mutation.json and
// the survivor classes (lab/mutation-classes.json); `--tables` prints the survivors file's per-file tables.
try {
  const lines = process.argv.includes('--tables') ? survivorTables() : scoreReport(DEFAULT_SCORE_FILES);
  console.log(lines.join('\n'));
} catch (error) {
  console.error(`mutation:scores: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
