import { colorWanted, interactive } from './paint.js';

/** Exit codes of every command; see the table in `a34-verify --help`. */
export const EXIT = {
  /** Every check passed. */
  ok: 0,
  /** A property or RED case failed, or a gate (coverage floor, kill matrix) did not hold. */
  failed: 1,
  /** Bad usage or bad input: flags, config, adapter module, adapter results, corpus or counterexample files. */
  input: 2,
  /** The run was cut short (its time budget, SIGINT or SIGTERM) and no check failed in what ran: not a pass. */
  incomplete: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Where a command writes; injectable so tests run the CLI in-process. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** True on an interactive terminal (never with CI set): progress becomes a bar instead of one line per check. */
  readonly isTTY: boolean;
  /** Directory relative paths are resolved from. */
  readonly cwd: string;
  /** Colour wanted (an interactive terminal, or FORCE_COLOR; never with NO_COLOR); absent means no colour. */
  readonly color?: boolean;
}

let pipeGuarded = false;
/** Set once stdout's reader went away: later lines are dropped, the run and its exit code go on unchanged. */
let stdoutClosed = false;

/** The process's own terminal; a closed pipe (`| head`) silences stdout, never the verdict's exit code. */
export const processIo = (): CliIo => {
  if (!pipeGuarded) {
    pipeGuarded = true;
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      stdoutClosed = true;
    });
  }
  return {
    out: (text) => {
      if (!stdoutClosed) process.stdout.write(`${text}\n`);
    },
    err: (text) => void process.stderr.write(`${text}\n`),
    isTTY: interactive(process.env, process.stdout.isTTY === true),
    cwd: process.cwd(),
    color: colorWanted(process.env, process.stdout.isTTY === true),
  };
};

/** Misuse of the command line (exit 2); commander's own errors are turned into this too. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
