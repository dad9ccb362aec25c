import { mkdir } from 'node:fs/promises';
import { HtmlReporter } from './html-reporter.js';
import { JsonReporter } from './json-reporter.js';
import { JUnitReporter } from './junit-reporter.js';
import { MarkdownReporter } from './markdown-reporter.js';
import { writeReportSet, type SetFile } from './report-set.js';
import type { Reporter } from './reporter.js';
import { SuiteReportSchema, type SuiteReport } from './suite-report.js';

/** The four formats, JSON first: it is the one `merge` and later tools read back. */
export const defaultReporters = (): Reporter[] => [
  new JsonReporter(),
  new JUnitReporter(),
  new MarkdownReporter(),
  new HtmlReporter(),
];

/** What a set write did: the files written, and each format whose renderer threw (left out of the set). */
export interface WrittenSet {
  readonly written: string[];
  readonly failures: readonly { readonly fileName: string; readonly error: unknown }[];
}

/**
 * Validates the report, renders every format in memory, then writes the ones that rendered into `dir` as one
 * set (`writeReportSet`): a kill at any moment leaves the previous run's set or this one, never a mix. A
 * renderer that throws costs only its own format, which this set then lacks (never the previous run's file).
 */
export async function writeReportFormats(
  report: SuiteReport,
  dir: string,
  reporters: readonly Reporter[] = defaultReporters(),
): Promise<WrittenSet> {
  const parsed = SuiteReportSchema.safeParse(report);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `$${i.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('')}: ${i.message}`,
    );
    throw new Error(`writeReports: the suite report is invalid, nothing was written:\n${issues.join('\n')}`);
  }
  await mkdir(dir, { recursive: true });
  const files: SetFile[] = [];
  const failures: { fileName: string; error: unknown }[] = [];
  for (const reporter of reporters) {
    try {
      files.push({ name: reporter.fileName, text: reporter.render(parsed.data) });
    } catch (error) {
      failures.push({ fileName: reporter.fileName, error });
    }
  }
  return { written: await writeReportSet(dir, files), failures };
}

/**
 * Validates the report and writes every format into `dir` as one set (see `writeReportFormats`); returns
 * the written paths. A renderer that throws does not stop the others; afterwards the error is thrown,
 * naming the failed formats and the files that were written.
 */
export async function writeReports(
  report: SuiteReport,
  dir: string,
  reporters: readonly Reporter[] = defaultReporters(),
): Promise<string[]> {
  const { written, failures } = await writeReportFormats(report, dir, reporters);
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
