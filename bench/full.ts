import { availableParallelism } from 'node:os';
import { timed } from './gate.js';

/** One opt-in wall-clock run (`--gate --full`): what ran, how long, how it ended. */
export interface FullRun {
  readonly command: string;
  readonly wallSeconds: number;
  /** User + system seconds of the whole process tree: over the machine's cores, the least its wall time can be. */
  readonly cpuSeconds: number | undefined;
  readonly peakRssMb: number | undefined;
  /** Null when the run was killed at the time limit. */
  readonly exitCode: number | null;
  /** Last output lines, for a run that failed. */
  readonly tail: string;
}

export interface FullRuns {
  readonly killMatrix: FullRun;
  readonly npmTest: FullRun;
  /** Cores the runs could use: a run's CPU over them is its wall-time floor on this machine. */
  readonly cores: number;
}

/** The kill matrix writes reports/kill-matrix.json, which the gate then reads for runs to first failure. */
export const KILL_MATRIX_COMMAND = 'npx tsx src/cli/main.ts kill-matrix --profile ci';
export const NPM_TEST_COMMAND = 'npm test';

async function run(command: string, cwd: string, timeoutMs: number): Promise<FullRun> {
  const r = await timed(command, cwd, timeoutMs);
  return {
    command,
    wallSeconds: r.wall,
    cpuSeconds: r.cpu,
    peakRssMb: r.rssKb === undefined ? undefined : r.rssKb / 1024,
    exitCode: r.code,
    tail: r.code === 0 ? '' : r.tail.slice(-300),
  };
}

/** The two slow wall-clock rows of issue 17, measured as a CI job would see them (pool included). */
export async function runFull(cwd: string, log: (text: string) => void): Promise<FullRuns> {
  log(`full: ${KILL_MATRIX_COMMAND}`);
  const killMatrix = await run(KILL_MATRIX_COMMAND, cwd, 30 * 60_000);
  log(`full: ${NPM_TEST_COMMAND}`);
  const npmTest = await run(NPM_TEST_COMMAND, cwd, 20 * 60_000);
  return { killMatrix, npmTest, cores: availableParallelism() };
}
