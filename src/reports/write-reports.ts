import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.js';
import { HtmlReporter } from './html-reporter.js';
import { JsonReporter } from './json-reporter.js';
import { JUnitReporter } from './junit-reporter.js';
import { MarkdownReporter } from './markdown-reporter.js';
import type { Reporter } from './reporter.js';
import { SuiteReportSchema, type SuiteReport } from './suite-report.js';

/** The four formats, JSON first: it is the one `merge` and later tools read back. */
export const defaultReporters = (): Reporter[] => [
  new JsonReporter(),
  new JUnitReporter(),
  new MarkdownReporter(),
  new HtmlReporter(),
];

/**
 * Validates the report, renders every format and writes each atomically into `dir`; returns the written paths.
 * A reporter that throws does not stop the others, and never leaves its file half-written: the previous
 * version stays. Afterwards the error is thrown, naming the failed formats and the files that were written.
 */
export async function writeReports(
  report: SuiteReport,
  dir: string,
  reporters: readonly Reporter[] = defaultReporters(),
): Promise<string[]> {
  const parsed = SuiteReportSchema.safeParse(report);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `$${i.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('')}: ${i.message}`,
    );
    throw new Error(`writeReports: the suite report is invalid, nothing was written:\n${issues.join('\n')}`);
  }
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  const failures: { fileName: string; error: unknown }[] = [];
  for (const reporter of reporters) {
    const path = join(dir, reporter.fileName);
    try {
      await writeFileAtomic(path, reporter.render(parsed.data));
      written.push(path);
    } catch (error) {
      failures.push({ fileName: reporter.fileName, error });
    }
  }
  if (failures.length > 0) {
    const which = failures
      .map((f) => `${f.fileName} (${f.error instanceof Error ? f.error.message : String(f.error)})`)
      .join(', ');
    throw new AggregateError(
      failures.map((f) => f.error),
      `writeReports: could not write ${which}; written: ${written.join(', ') || 'none'}`,
    );
  }
  return written;
}
