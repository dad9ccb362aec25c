// CPU time (user + sys of this process) of the whole request against one JSON.stringify, and of generating one
// scenario: a loaded machine inflates CPU time far less than wall time, so two trees run one after the other
// compare fairly. Usage: npx tsx bench/cpu-ratios.ts (about a minute). Not part of `npm run bench`.
import fc from 'fast-check';
import { scenario } from '../generators/index.js';
import type { Scenario } from '../src/harness/scenario.js';
import type { ProviderPort } from '../src/reference/ports/provider.js';
import type { WireRequest } from '../src/reference/wire/encoder.js';
import { benchFacts } from './facts.js';
import { hooksFor, request } from './pipeline-bench.js';

const cpuMs = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** Keeps only the bytes, as request-bench.ts's provider does. */
class BytesProvider implements ProviderPort {
  bytes = 0;
  async send(wire: WireRequest): Promise<unknown> {
    this.bytes += wire.bytes?.length ?? JSON.stringify(wire.body).length;
    return { ok: true };
  }
}

/** CPU ms per call of `work`, over `count` calls (async work awaited one at a time). */
async function perCall(count: number, work: (i: number) => unknown): Promise<number> {
  const started = cpuMs();
  for (let i = 0; i < count; i++) {
    const result = work(i);
    if (result instanceof Promise) await result;
  }
  return (cpuMs() - started) / count;
}

const median = (values: number[]): number => values.sort((a, b) => a - b)[values.length >> 1] as number;
const ROUNDS = 5;

for (const tools of [200, 1_000]) {
  const facts = benchFacts(tools);
  const hooks = hooksFor(facts, tools, false);
  const admitted = facts.registry.connections.flatMap((c) => c.tools);
  const provider = new BytesProvider();
  const count = tools === 200 ? 150 : 30;
  const floor = () => perCall(count, () => JSON.stringify(admitted));
  const whole = () => perCall(count, (i) => request(facts, hooks, i, provider));
  await whole();
  await floor();
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const f = await floor();
    ratios.push((await whole()) / f);
  }
  console.log(
    `whole request, ${tools} tools: ${median(ratios).toFixed(2)}x one JSON.stringify (CPU, median of ${ROUNDS})`,
  );
}

const arbitrary = scenario();
const seeds = Array.from({ length: 100 }, (_, i) => 1_000 + i).filter(
  (seed) => (fc.sample(arbitrary, { numRuns: 1, seed })[0] as Scenario).faults.hangAt === undefined,
);
const generate = () => perCall(seeds.length, (i) => fc.sample(arbitrary, { numRuns: 1, seed: seeds[i] as number }));
await generate();
const samples: number[] = [];
for (let round = 0; round < ROUNDS; round++) samples.push(await generate());
console.log(
  `generating one scenario: ${median(samples).toFixed(3)} ms CPU (seeds 1000+ without a hang, median of ${ROUNDS})`,
);
