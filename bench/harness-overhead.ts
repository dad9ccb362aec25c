import fc from 'fast-check';
import { referenceAdapter } from '../src/harness/pipeline-adapter.js';
import { expectOutcome } from '../src/harness/oracle.js';
import { runScenario } from '../src/harness/run-scenario.js';
import type { Scenario } from '../src/harness/scenario.js';
import { collect, consume } from './measure.js';

export type HarnessOverhead =
  | { readonly status: 'not run'; readonly reason: string }
  | {
      readonly status: 'ran';
      readonly scenarios: number;
      /** Scenarios with an injected hang wait out the hang deadline by design, so they are left out of all three timings. */
      readonly skippedHangs: number;
      readonly rounds: number;
      /** Per scenario, median over rounds. */
      readonly generateMs: number;
      readonly oracleMs: number;
      readonly pipelineMs: number;
      /** Generate / one pipeline request (runScenario on the reference, same scenarios): the row. */
      readonly generateRatio: number;
      /** (generate + oracle) / one pipeline request. */
      readonly ratio: number;
    };

type ScenarioFactory = () => fc.Arbitrary<Scenario>;

/** The generators are written by others right now: load them at run time so their absence is a finding, not a crash. */
async function loadScenarioFactory(): Promise<ScenarioFactory | string> {
  const specifier = '../generators/index.js';
  try {
    const module = (await import(specifier)) as { scenario?: unknown };
    return typeof module.scenario === 'function'
      ? (module.scenario as ScenarioFactory)
      : 'generators/index.ts exports no scenario()';
  } catch (error) {
    return `generators/index.ts not loadable: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] as number;
};

/** Wall time of `work` over every item, on a collected heap (async work is awaited one item at a time). */
async function sweep(count: number, work: (i: number) => unknown): Promise<number> {
  collect();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const result = work(i);
    // Sync work is not awaited: a microtask per item would be charged to generation and the oracle.
    consume(result instanceof Promise ? await result : result);
  }
  return performance.now() - started;
}

/**
 * Per case: generating one scenario and judging it with the oracle, against running it through the reference.
 * Each round sweeps all scenarios once per task (the order rotating by round); ratios are per round, then the median.
 */
export async function benchHarnessOverhead(sampleSize: number, rounds: number): Promise<HarnessOverhead> {
  const factory = await loadScenarioFactory();
  if (typeof factory === 'string') return { status: 'not run', reason: factory };
  const arbitrary = factory();
  const all = Array.from(
    { length: sampleSize },
    (_, i) => fc.sample(arbitrary, { numRuns: 1, seed: 1_000 + i })[0] as Scenario,
  );
  const scenarios = all.filter((s) => s.faults.hangAt === undefined);
  const seeds = scenarios.map((_, i) => 1_000 + all.indexOf(scenarios[i] as Scenario));
  const system = referenceAdapter.createSystem();
  const n = scenarios.length;
  const tasks = {
    generate: () => sweep(n, (i) => fc.sample(arbitrary, { numRuns: 1, seed: seeds[i] as number })),
    oracle: () => sweep(n, (i) => expectOutcome(scenarios[i] as Scenario, system.project)),
    pipeline: () => sweep(n, (i) => runScenario(system, scenarios[i] as Scenario)),
  };
  // One untimed sweep each, so no task pays for compiling the code paths another task warms.
  for (const task of Object.values(tasks)) await task();
  const samples = { generate: [] as number[], oracle: [] as number[], pipeline: [] as number[] };
  const ratios: number[] = [];
  const withOracle: number[] = [];
  const order = ['generate', 'oracle', 'pipeline'] as const;
  for (let round = 0; round < rounds; round++) {
    const took = { generate: 0, oracle: 0, pipeline: 0 };
    for (let k = 0; k < order.length; k++) {
      const name = order[(round + k) % order.length] as (typeof order)[number];
      took[name] = await tasks[name]();
      samples[name].push(took[name] / n);
    }
    ratios.push(took.generate / took.pipeline);
    withOracle.push((took.generate + took.oracle) / took.pipeline);
  }
  return {
    status: 'ran',
    scenarios: n,
    skippedHangs: all.length - n,
    rounds,
    generateMs: median(samples.generate),
    oracleMs: median(samples.oracle),
    pipelineMs: median(samples.pipeline),
    generateRatio: median(ratios),
    ratio: median(withOracle),
  };
}
