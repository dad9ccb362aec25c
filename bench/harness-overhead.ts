import fc from 'fast-check';
import { Bench } from 'tinybench';
import { referenceAdapter } from '../src/harness/pipeline-adapter.js';
import { expectOutcome } from '../src/harness/oracle.js';
import { runScenario } from '../src/harness/run-scenario.js';
import type { Scenario } from '../src/harness/scenario.js';

export type HarnessOverhead =
  | { readonly status: 'not run'; readonly reason: string }
  | {
      readonly status: 'ran';
      readonly scenarios: number;
      /** Scenarios with an injected hang wait out the hang deadline by design, so they are left out of all three timings. */
      readonly skippedHangs: number;
      readonly generateMs: number;
      readonly oracleMs: number;
      readonly pipelineMs: number;
      /** (generate + oracle) / one pipeline request (runScenario on the reference, same scenarios). */
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

const mean = (bench: Bench, name: string): number => {
  const result = bench.getTask(name)?.result;
  if (result?.state !== 'completed') throw new Error(`bench: harness task ${name} did not complete`);
  return result.period;
};

/** Per case: generating one scenario and judging it with the oracle, against running it through the reference. */
export async function benchHarnessOverhead(sampleSize: number, timeMs: number): Promise<HarnessOverhead> {
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
  let g = 0;
  let o = 0;
  let p = 0;
  const bench = new Bench({ time: timeMs, iterations: scenarios.length, warmupIterations: 8, throws: true });
  bench.add('generate', () => fc.sample(arbitrary, { numRuns: 1, seed: seeds[g++ % seeds.length] as number }));
  bench.add('oracle', () => expectOutcome(scenarios[o++ % scenarios.length] as Scenario, system.project));
  bench.add('pipeline', () => runScenario(system, scenarios[p++ % scenarios.length] as Scenario));
  await bench.run();
  const generateMs = mean(bench, 'generate');
  const oracleMs = mean(bench, 'oracle');
  const pipelineMs = mean(bench, 'pipeline');
  return {
    status: 'ran',
    scenarios: scenarios.length,
    skippedHangs: all.length - scenarios.length,
    generateMs,
    oracleMs,
    pipelineMs,
    ratio: (generateMs + oracleMs) / pipelineMs,
  };
}
