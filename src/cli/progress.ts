import { MultiBar, Presets } from 'cli-progress';
import type { PropertyCheck } from '../suite/corpus/check-property.js';
import type { RedReport } from '../reports/suite-report.js';
import { propertyLines, redLines, type ReplayContext } from './failure-lines.js';
import type { CliIo } from './io.js';

/** Receives each finished check while a suite runs. */
export interface Progress {
  property(check: PropertyCheck): void;
  red(report: RedReport): void;
  stop(): void;
}

/** Plain output for logs and pipes: one line per check, failures with their replay commands. */
function lineProgress(io: CliIo, context: ReplayContext): Progress {
  return {
    property: (check) => propertyLines(check, context).forEach((l) => io.out(l)),
    red: (report) => redLines(report, context).forEach((l) => io.out(l)),
    stop: () => undefined,
  };
}

/** A terminal bar (checks done, failures so far, ETA); failures are printed above it as they happen. */
function barProgress(io: CliIo, context: ReplayContext, total: number): Progress {
  const bars = new MultiBar(
    {
      format: ' {bar} {value}/{total} checks | {failures} failed | ETA {eta_formatted}',
      hideCursor: true,
      clearOnComplete: true,
    },
    Presets.shades_classic,
  );
  const bar = bars.create(total, 0, { failures: 0 });
  let failures = 0;
  const step = (failed: boolean, lines: string[]): void => {
    if (failed) {
      failures++;
      bars.log(`${lines.join('\n')}\n`);
    }
    bar.increment(1, { failures });
    // Checks keep the event loop busy, so the bar's own timer seldom fires: draw (and flush the log) now.
    bars.update();
  };
  return {
    property: (check) => step(check.report.status !== 'passed', propertyLines(check, context)),
    red: (report) => step(report.status !== 'passed', redLines(report, context)),
    stop: () => {
      bars.update();
      bars.stop();
      io.out(`${total} checks, ${failures} failed`);
    },
  };
}

/** A bar on a TTY, plain lines otherwise. */
export const createProgress = (io: CliIo, context: ReplayContext, total: number): Progress =>
  io.isTTY ? barProgress(io, context, total) : lineProgress(io, context);
