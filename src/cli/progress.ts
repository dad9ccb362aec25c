import { MultiBar, Presets } from 'cli-progress';
import type { RunProgress } from '../harness/run-property.js';
import type { RedReport } from '../reports/suite-report.js';
import type { PropertyCheck } from '../suite/corpus/check-property.js';
import { propertyLines, redLines, type ReplayContext } from './failure-lines.js';
import type { CliIo } from './io.js';
import { painter } from './paint.js';

/** Receives each finished check, and the live state of the one running, while a suite runs. */
export interface Progress {
  running(id: string, progress: RunProgress): void;
  property(check: PropertyCheck): void;
  red(report: RedReport): void;
  stop(): void;
}

/** Plain output for logs and pipes: one line per check, failures with their replay commands. */
function lineProgress(io: CliIo, context: ReplayContext): Progress {
  const paint = painter(io.color === true);
  // Checks run in parallel, so their progress interleaves: each property's shrink line once.
  const shrinkingSaid = new Set<string>();
  return {
    running: (id, p) => {
      // One line when a property starts shrinking, so a long shrink in a CI log is not mistaken for a hang.
      if (p.shrinking && !shrinkingSaid.has(id)) {
        shrinkingSaid.add(id);
        io.out(`… ${id}: failed after ${p.runs} runs, shrinking`);
      }
    },
    property: (check) => propertyLines(check, { ...context, cwd: io.cwd }, paint).forEach((l) => io.out(l)),
    red: (report) => redLines(report, context, paint).forEach((l) => io.out(l)),
    stop: () => undefined,
  };
}

/** Redraws at most this often while one property runs: drawing is slow next to one case. */
const REDRAW_MS = 100;

/**
 * A terminal bar (checks done, failures so far, the running check, its runs and shrinks). Failures are
 * printed above it, whole: line wrapping stays on, so no long path or replay command is cut at the edge.
 */
function barProgress(io: CliIo, context: ReplayContext, total: number, stream?: NodeJS.WritableStream): Progress {
  const paint = painter(io.color === true);
  const bars = new MultiBar(
    {
      format: ' {bar} {value}/{total} checks | {failures} failed | {live}',
      hideCursor: true,
      clearOnComplete: true,
      linewrap: true,
      ...(stream !== undefined ? { stream } : {}),
    },
    Presets.shades_classic,
  );
  const bar = bars.create(total, 0, { failures: 0, live: '' });
  let failures = 0;
  let drawn = 0;
  const step = (failed: boolean, lines: string[]): void => {
    if (failed) {
      failures++;
      bars.log(`${lines.join('\n')}\n`);
    }
    bar.increment(1, { failures, live: '' });
    // Checks keep the event loop busy, so the bar's own timer seldom fires: draw (and flush the log) now.
    bars.update();
  };
  return {
    running: (id, p) => {
      const now = performance.now();
      if (now - drawn < REDRAW_MS) return;
      drawn = now;
      const live = p.shrinking ? `${id}: ${p.runs} runs, shrinking (${p.shrinks} shrinks)` : `${id}: ${p.runs} runs`;
      bar.update({ failures, live });
      bars.update();
    },
    property: (check) =>
      step(check.report.status !== 'passed', propertyLines(check, { ...context, cwd: io.cwd }, paint)),
    red: (report) => step(report.status !== 'passed', redLines(report, context, paint)),
    stop: () => {
      bars.update();
      bars.stop();
    },
  };
}

/** A bar on a TTY (drawn on `stream`, stderr by default), plain lines otherwise. */
export const createProgress = (
  io: CliIo,
  context: ReplayContext,
  total: number,
  stream?: NodeJS.WritableStream,
): Progress => (io.isTTY ? barProgress(io, context, total, stream) : lineProgress(io, context));
