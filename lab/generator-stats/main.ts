import { MEASURES } from './measures.js';
import { observe } from './observe.js';
import { renderObserved } from './summary.js';

// `npm run generators:stats [-- seed [cases]]`: the observed-distribution table of generators/README.md.
const seed = Number(process.argv[2] ?? 20261129);
const numRuns = Number(process.argv[3] ?? 1_000);
const only = process.argv[4];
console.log(`Observed over ${numRuns} cases per generator, seed ${seed} (fast-check default size)\n`);
for (const measure of MEASURES.filter((m) => only === undefined || m.name === only)) {
  const started = performance.now();
  const rows = observe(measure, seed, numRuns);
  console.log(`${renderObserved(rows)}\n\n(${measure.name}: ${Math.round(performance.now() - started)} ms)\n`);
}
