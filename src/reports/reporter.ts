import type { SuiteReport } from './suite-report.js';

/** One report format: a pure rendering of a validated suite report into the text of one file. */
export interface Reporter {
  /** The file name this format is written to, inside the reports directory. */
  readonly fileName: string;
  /** Renders the whole report; throws only on a report that cannot be rendered (a bug, not a finding). */
  render(report: SuiteReport): string;
}
