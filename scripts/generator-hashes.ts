// Fingerprints of generator output at fixed seeds: run before and after a refactor that must not change output.
// Usage: npx tsx scripts/generator-hashes.ts [--runs=300] [--only=name,name] > before.txt
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { EVERY_ARBITRARY } from '../test/generators/every-arbitrary.js';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(flag('runs') ?? '300');
const only = flag('only')?.split(',');

const arbitraries = EVERY_ARBITRARY;

// JSON.stringify loses undefined, -0, NaN and prototypes: tag them so a change there changes the hash.
const tagged = (_key: string, value: unknown): unknown => {
  if (value === undefined) return '<undefined>';
  if (typeof value === 'number' && (Number.isNaN(value) || Object.is(value, -0) || !Number.isFinite(value)))
    return `<number ${Object.is(value, -0) ? '-0' : String(value)}>`;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) === null)
    return { '<null-proto>': { ...value } };
  return value;
};
const fingerprint = (value: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(value, tagged) ?? '<none>')
    .digest('hex')
    .slice(0, 16);

/** A property that fails on the larger half of values, so shrinking runs and its end point is hashed too. */
function shrinkEnd(make: () => fc.Arbitrary<unknown>, seed: number): unknown {
  const result = fc.check(
    fc.property(make(), (v) => (JSON.stringify(v, tagged) ?? '').length % 3 !== 0),
    { seed, numRuns: 50, endOnFailure: false },
  );
  return { failed: result.failed, shrinks: result.numShrinks, counterexample: result.counterexample };
}

for (const [name, make] of Object.entries(arbitraries)) {
  if (only !== undefined && !only.includes(name)) continue;
  const started = performance.now();
  const values = fc.sample(make(), { seed: 20261201, numRuns: runs });
  const shrunk = [1, 2, 3].map((seed) => shrinkEnd(make, seed));
  const ms = performance.now() - started;
  process.stdout.write(`${name.padEnd(24)} ${fingerprint(values)} shrink ${fingerprint(shrunk)}\n`);
  process.stderr.write(`${name}: ${ms.toFixed(0)} ms\n`);
}
