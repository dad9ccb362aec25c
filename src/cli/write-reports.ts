import { defaultReporters, writeReportFormats } from '../reports/index.js';
import { HarnessSuiteReportSchema, type HarnessSuiteReport } from '../suite/corpus/report-schema.js';

/**
 * Writes `summary.json` (the harness's full report) and the rendered formats into `dir` as one set: a kill
 * at any moment leaves the previous run's set or this one. A renderer failure is reported through `warn`
 * and costs only its own format, never the summary. Returns the files written.
 */
export async function writeSuiteReports(
  input: HarnessSuiteReport,
  dir: string,
  warn: (line: string) => void,
): Promise<string[]> {
  // Parsed first: a malformed report is never written, and keys come out in one order for run and merge alike.
  const report = HarnessSuiteReportSchema.parse(input);
  const { written, failures } = await writeReportFormats(report, dir, defaultReporters());
  for (const { fileName, error } of failures)
    warn(
      `report renderer for ${fileName} failed (summary.json is complete): ${error instanceof Error ? error.message : String(error)}`,
    );
  return written;
}
