import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultReporters, JsonReporter, writeFileAtomic, writeReports } from '../reports/index.js';
import { HarnessSuiteReportSchema, type HarnessSuiteReport } from '../suite/corpus/report-schema.js';

/**
 * Writes `summary.json` (the harness's full report, atomically) and the rendered formats; a renderer
 * failure is reported through `warn` and never costs the summary. Returns the files written.
 */
export async function writeSuiteReports(
  input: HarnessSuiteReport,
  dir: string,
  warn: (line: string) => void,
): Promise<string[]> {
  // Parsed first: a malformed report is never written, and keys come out in one order for run and merge alike.
  const report = HarnessSuiteReportSchema.parse(input);
  const summary = join(dir, 'summary.json');
  await mkdir(dir, { recursive: true });
  await writeFileAtomic(summary, `${JSON.stringify(report, null, 2)}\n`);
  try {
    // summary.json is the one JSON report: the JSON reporter would write the same bytes again.
    const rendered = defaultReporters().filter((r) => !(r instanceof JsonReporter));
    return [summary, ...(await writeReports(report, dir, rendered))];
  } catch (error) {
    warn(
      `report renderers failed (summary.json is complete): ${error instanceof Error ? error.message : String(error)}`,
    );
    return [summary];
  }
}
