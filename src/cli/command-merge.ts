import { resolve } from 'node:path';
import { REPORT_FILE_MAX_BYTES } from '../harness/limits.js';
import { InputError, formatIssue, zodIssues, type InputIssue } from '../suite/corpus/input-issue.js';
import { readBoundedJson } from '../suite/corpus/input-file.js';
import { HarnessSuiteReportSchema, type HarnessSuiteReport } from '../suite/corpus/report-schema.js';
import { shown } from './context.js';
import { verdictOf } from '../reports/verdict.js';
import { EXIT, type CliIo, type ExitCode } from './io.js';
import { mergeReports } from './merge-reports.js';
import { writeSuiteReports } from './write-reports.js';

function readReport(file: string, io: CliIo): HarnessSuiteReport | InputIssue[] {
  const read = readBoundedJson(
    resolve(io.cwd, file),
    REPORT_FILE_MAX_BYTES,
    'a shard report',
    'not a readable JSON report',
    file,
  );
  if (Array.isArray(read)) return read;
  const parsed = HarnessSuiteReportSchema.safeParse(read.json);
  return parsed.success ? parsed.data : zodIssues(file, parsed.error);
}

/** `merge`: shard reports into one summary (coverage gate applied to the sum); nothing is written unless every shard is sound. */
export async function mergeCommand(files: readonly string[], options: { out?: string }, io: CliIo): Promise<ExitCode> {
  const read = files.map((file) => ({ file, report: readReport(file, io) }));
  const bad = read.flatMap((r) => (Array.isArray(r.report) ? r.report : []));
  if (bad.length > 0) throw new InputError(bad);
  const merged = mergeReports(read as { file: string; report: HarnessSuiteReport }[]);
  if (Array.isArray(merged)) throw new InputError(merged);
  const written = await writeSuiteReports(merged, resolve(io.cwd, options.out ?? 'reports'), io.err);
  const verdict = verdictOf(merged);
  for (const issue of merged.inputErrors) io.err(`input error: ${formatIssue(issue)}`);
  io.out(
    `merged ${files.length} shard reports: ${merged.properties.length} properties, ${merged.red.length} RED cases`,
  );
  io.out(`reports: ${written.map((f) => shown(io, f)).join(', ')}`);
  for (const line of verdict.lines) io.out(line);
  return EXIT[verdict.exit];
}
