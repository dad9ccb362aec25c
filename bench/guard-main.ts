import { parseInteger } from '../src/cli/flags.js';
import { benchGuard, guardTables } from './guard-bench.js';

// The guard's rows alone (`npm run bench` runs them too): `npx tsx bench/guard-main.ts [--quick]`.
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const options = {
  rounds: parseInteger('--rounds', quick ? '1' : '5'),
  timeMs: parseInteger('--time', quick ? '20' : '100'),
};
console.log(
  `### a34-verify/guard: cost per request (Node ${process.version})\n\n${guardTables(await benchGuard(options))}`,
);
