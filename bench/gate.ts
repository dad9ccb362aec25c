import { spawn } from 'node:child_process';
import { type ProcessCpu, watchThreadCpu } from './thread-cpu.js';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ISSUE_LIMITS } from './targets.js';

/** The gate's budget (from the issue): one PR-profile harness run, and per kill-matrix fault. */
export const GATE_TARGETS = {
  wallSeconds: ISSUE_LIMITS.harnessWallSeconds,
  peakRssMb: ISSUE_LIMITS.peakRssMb,
  medianRunsToFailure: ISSUE_LIMITS.medianRunsToFailure,
  secondsToCounterexample: ISSUE_LIMITS.secondsToCounterexample,
} as const;
export const DEFAULT_GATE_COMMAND = 'npm run harness -- --profile pr';
const TIME = '/usr/bin/time';
const MARK = 'A34GATE';

export interface FaultSpeed {
  readonly fault: string;
  /** Fewest property runs to the first failure over the checks that kill it; undefined when only RED cases (or nothing) kill it. */
  readonly runsToFirstFailure: number | undefined;
  /** That check's time to a minimal counterexample (first failure plus shrinking), seconds. */
  readonly secondsToCounterexample: number | undefined;
  readonly killedBy: string | undefined;
}

export interface KillMatrixSpeed {
  readonly faults: readonly FaultSpeed[];
  readonly medianRuns: number | undefined;
}

export type GateResult =
  | {
      readonly status: 'not run';
      readonly command: string;
      readonly reason: string;
      readonly wallSeconds?: number;
      readonly killMatrix?: KillMatrixSpeed;
    }
  | {
      readonly status: 'ran';
      readonly command: string;
      readonly wallSeconds: number;
      readonly peakRssMb: number | undefined;
      readonly killMatrix?: KillMatrixSpeed;
    };

const hasTime = (): boolean => {
  try {
    accessSync(TIME, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const median = (values: readonly number[]): number | undefined => {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length === 0
    ? undefined
    : s.length % 2
      ? (s[mid] as number)
      : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

interface CellLike {
  fault: string;
  check: string;
  kind: string;
  killed: boolean;
  runsToFirstFailure?: number;
  durationMs: number;
}
const isCell = (c: unknown): c is CellLike =>
  typeof c === 'object' &&
  c !== null &&
  typeof (c as CellLike).fault === 'string' &&
  typeof (c as CellLike).killed === 'boolean' &&
  typeof (c as CellLike).durationMs === 'number';

/** Reads the kill matrix the harness CLI writes (`{ cells: [...] }`); undefined when absent or unreadable. */
export function readKillMatrixSpeed(path: string): KillMatrixSpeed | undefined {
  if (!existsSync(path)) return undefined;
  let cells: unknown;
  try {
    cells = (JSON.parse(readFileSync(path, 'utf8')) as { cells?: unknown }).cells;
  } catch {
    return undefined;
  }
  if (!Array.isArray(cells)) return undefined;
  const valid = cells.filter(isCell);
  const faults = [...new Set(valid.map((c) => c.fault))].map((fault): FaultSpeed => {
    const killers = valid.filter(
      (c) => c.fault === fault && c.killed && c.kind === 'property' && typeof c.runsToFirstFailure === 'number',
    );
    const best = killers.sort(
      (a, b) => (a.runsToFirstFailure as number) - (b.runsToFirstFailure as number) || a.durationMs - b.durationMs,
    )[0];
    return {
      fault,
      runsToFirstFailure: best?.runsToFirstFailure,
      secondsToCounterexample: best ? best.durationMs / 1000 : undefined,
      killedBy: best?.check,
    };
  });
  return {
    faults,
    medianRuns: median(faults.flatMap((f) => (f.runsToFirstFailure === undefined ? [] : [f.runsToFirstFailure]))),
  };
}

/**
 * What one timed command cost. CPU is what the kernel charged every thread of the command's processes (read from
 * /proc while it ran); where /proc is not there, user + system of the reaped tree, which misses a child the command
 * ended but never waited for (the gate's implementation processes at its close).
 */
export interface Timed {
  readonly code: number | null;
  readonly wall: number;
  readonly cpu: number | undefined;
  /** user + system as /usr/bin/time saw it. */
  readonly reapedCpu: number | undefined;
  /** Every process of the tree, thread by thread (Linux). */
  readonly threads: readonly ProcessCpu[];
  readonly rssKb: number | undefined;
  readonly tail: string;
}

/** Runs `command` under /usr/bin/time (wall and CPU seconds, peak RSS of the largest process in the tree); never throws. */
export function timed(command: string, cwd: string, timeoutMs: number): Promise<Timed> {
  const withTime = hasTime();
  const started = performance.now();
  // Own process group, so a timeout can stop the whole tree this bench started, and nothing else.
  const child = withTime
    ? spawn(TIME, ['-f', `${MARK} %e %M %U %S`, 'sh', '-c', command], {
        cwd,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn('sh', ['-c', command], { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), timeoutMs);
  const watch = child.pid === undefined ? undefined : watchThreadCpu(child.pid);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      const mark = output
        .split('\n')
        .reverse()
        .find((line) => line.startsWith(MARK));
      const [, wall, rss, user, system] = mark?.split(' ') ?? [];
      const lines = output.split('\n').filter((l) => l.trim() !== '' && !l.startsWith(MARK));
      const threads = watch?.stop() ?? [];
      const charged = threads.reduce((sum, p) => sum + p.threads.reduce((t, th) => t + th.seconds, 0), 0);
      const reapedCpu = user && system ? Number(user) + Number(system) : undefined;
      resolve({
        code,
        wall: wall ? Number(wall) : (performance.now() - started) / 1000,
        cpu: charged > 0 ? charged : reapedCpu,
        reapedCpu,
        threads,
        rssKb: rss ? Number(rss) : undefined,
        tail: lines.slice(-3).join(' | '),
      });
    });
  });
}

/** The gate: one harness run measured for time and memory, then the kill matrix's speed if a report exists. */
export async function runGate(options: {
  command?: string;
  cwd: string;
  reportsDir: string;
  timeoutMs?: number;
}): Promise<GateResult> {
  const command = options.command ?? DEFAULT_GATE_COMMAND;
  const run = await timed(command, options.cwd, options.timeoutMs ?? 600_000);
  const killMatrix = readKillMatrixSpeed(join(options.reportsDir, 'kill-matrix.json'));
  const extra = killMatrix ? { killMatrix } : {};
  if (run.code !== 0)
    return {
      status: 'not run',
      command,
      reason: `exit ${run.code ?? 'killed (timeout)'}: ${run.tail.slice(-300)}`,
      wallSeconds: run.wall,
      ...extra,
    };
  return {
    status: 'ran',
    command,
    wallSeconds: run.wall,
    peakRssMb: run.rssKb === undefined ? undefined : run.rssKb / 1024,
    ...extra,
  };
}
