import type { Reporter } from './reporter.js';
import { SuiteReportSchema, type SuiteReport } from './suite-report.js';

/**
 * The suite report as JSON, `summary.json` (the one JSON report; `merge` reads it back): validated, 2-space indented. Keys follow the schema's order whatever order the
 * input had; records and free values (coverage stages, counterexamples) keep theirs, since that order means something.
 */
export class JsonReporter implements Reporter {
  readonly fileName: string;

  constructor(fileName = 'summary.json') {
    this.fileName = fileName;
  }

  render(report: SuiteReport): string {
    return `${JSON.stringify(SuiteReportSchema.parse(report), null, 2)}\n`;
  }
}
