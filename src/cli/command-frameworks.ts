import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { packagePath } from '../harness/package-root.js';
import { UsageError, type CliIo, type ExitCode } from './io.js';

export const FRAMEWORK_LANES = ['node20', 'node22'] as const;
export type FrameworkLane = (typeof FRAMEWORK_LANES)[number];

export interface FrameworksCommandOptions {
  readonly lane?: string;
  readonly profile?: string;
  readonly seed?: number;
  readonly target?: string;
  readonly property?: string;
  readonly reports?: string;
  readonly recordExpected?: boolean;
}

/** Each lane runs under the Node its frameworks need: ai 7 and Mastra refuse Node 20, so node22 brings its own. */
function laneNode(lane: FrameworkLane): string {
  return lane === 'node22' ? packagePath('frameworks/node22/node_modules/node/bin/node') : process.execPath;
}

function lanesOf(lane: string | undefined): readonly FrameworkLane[] {
  if (lane === undefined || lane === 'all') return FRAMEWORK_LANES;
  if ((FRAMEWORK_LANES as readonly string[]).includes(lane)) return [lane as FrameworkLane];
  throw new UsageError(`--lane must be one of ${FRAMEWORK_LANES.join(', ')} or all, got ${JSON.stringify(lane)}`);
}

/** Checked before any work, so a missing install is a usage error that says how to fix it, not a framework finding. */
function requireInstalled(lane: FrameworkLane): void {
  if (!existsSync(packagePath('frameworks/core/main.ts')))
    throw new UsageError('frameworks/ ships with a clone of a34-verify, not with the package: run this from a clone');
  if (!existsSync(packagePath(`frameworks/${lane}/node_modules`)) || !existsSync(laneNode(lane)))
    throw new UsageError(
      `the ${lane} lane is not installed: (cd frameworks/${lane} && npm ci), or bash frameworks/ci.sh`,
    );
}

function laneArgs(lane: FrameworkLane, options: FrameworksCommandOptions): string[] {
  const flag = (name: string, value: string | number | undefined): string[] =>
    value === undefined ? [] : [`--${name}`, String(value)];
  return [
    '--import',
    'tsx',
    packagePath('frameworks/core/main.ts'),
    '--lane',
    lane,
    ...flag('profile', options.profile),
    ...flag('seed', options.seed),
    ...flag('target', options.target),
    ...flag('property', options.property),
    ...flag('reports', options.reports),
    ...(options.recordExpected === true ? ['--record-expected'] : []),
  ];
}

/** Whole lines to `write` (which adds its own newline); `null` flushes what is left. */
function lines(write: (line: string) => void): (chunk: string | null) => void {
  let pending = '';
  return (chunk) => {
    if (chunk === null) {
      if (pending !== '') write(pending);
      pending = '';
      return;
    }
    const parts = (pending + chunk).split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) write(part);
  };
}

/** One lane in its own process: its output is passed through as it comes, its exit code is the lane's verdict. */
function runLane(lane: FrameworkLane, options: FrameworksCommandOptions, io: CliIo): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(laneNode(lane), laneArgs(lane, options), { cwd: io.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const flushOut = lines(io.out);
    const flushErr = lines(io.err);
    child.stdout.on('data', (chunk: Buffer) => flushOut(chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => flushErr(chunk.toString('utf8')));
    child.on('error', reject);
    // A lane killed by a signal checked nothing to the end: a failure, never a pass.
    child.on('close', (code) => {
      flushOut(null);
      flushErr(null);
      resolve(code ?? 1);
    });
  });
}

/** `frameworks`: the real agent frameworks of frameworks/ against the wire properties, one lane after the other. */
export async function frameworksCommand(options: FrameworksCommandOptions, io: CliIo): Promise<ExitCode> {
  const lanes = lanesOf(options.lane);
  for (const lane of lanes) requireInstalled(lane);
  let worst = 0;
  for (const lane of lanes) worst = Math.max(worst, await runLane(lane, options, io));
  return worst === 0 ? 0 : worst === 2 ? 2 : 1;
}
