import fc from 'fast-check';
import { availableParallelism } from 'node:os';
import { ALL_PROPERTIES } from '../properties/index.js';
import { referenceAdapter } from '../src/harness/pipeline-adapter.js';
import { PROFILES } from '../src/harness/profiles.js';
import { runProperty } from '../src/harness/run-property.js';
import { mdTable } from './markdown.js';

/** What the gate's own cases cost with no boundary at all: the floor under `npm run harness` on this machine. */
export interface GateFloor {
  readonly properties: number;
  readonly runsPerProperty: number;
  readonly seed: number;
  /** CPU seconds to generate every case (each property's arbitrary sampled `runsPerProperty` times). */
  readonly generationCpuSeconds: number;
  /** CPU seconds of every property run on the reference in this thread: generation, request, oracle. */
  readonly inProcessCpuSeconds: number;
  readonly cores: number;
  /** The in-process CPU spread over every core: no gate that runs these cases can finish faster here. */
  readonly floorWallSeconds: number;
}

const cpuSecondsOf = async (work: () => Promise<unknown> | unknown): Promise<number> => {
  const start = process.cpuUsage();
  await work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
};

/** The `pr` gate's properties at its runs per property and seed 1, in this thread (the reference needs no boundary). */
export async function benchGateFloor(seed = 1): Promise<GateFloor> {
  const { numRuns } = PROFILES.pr;
  let generation = 0;
  let inProcess = 0;
  for (const property of ALL_PROPERTIES) {
    generation += await cpuSecondsOf(() => fc.sample(property.arbitrary as fc.Arbitrary<unknown>, { numRuns, seed }));
    inProcess += await cpuSecondsOf(() => runProperty(property, referenceAdapter, { seed, numRuns }));
  }
  const cores = availableParallelism();
  return {
    properties: ALL_PROPERTIES.length,
    runsPerProperty: numRuns,
    seed,
    generationCpuSeconds: generation,
    inProcessCpuSeconds: inProcess,
    cores,
    floorWallSeconds: inProcess / cores,
  };
}

export const gateFloorTable = (f: GateFloor): string =>
  mdTable(
    ['cases', 'generation (CPU)', 'in-process run: generation + request + oracle (CPU)', `floor on ${f.cores} cores`],
    [
      [
        `${f.properties} properties × ${f.runsPerProperty} runs, seed ${f.seed}`,
        `${f.generationCpuSeconds.toFixed(1)} s`,
        `${f.inProcessCpuSeconds.toFixed(1)} s`,
        `${f.floorWallSeconds.toFixed(1)} s`,
      ],
    ],
  );
