// The reports' public surface; anything not named here is internal to src/reports.
export { writeFileAtomic } from './atomic-write.js';
export { HtmlReporter } from './html-reporter.js';
export { JsonReporter } from './json-reporter.js';
export { JUnitReporter } from './junit-reporter.js';
export { MarkdownReporter } from './markdown-reporter.js';
export { replayCommand } from './replay-command.js';
export type { Reporter } from './reporter.js';
export { verdictOf, type Verdict } from './verdict.js';
export { defaultReporters, writeReportFormats, writeReports } from './write-reports.js';
export { killMatrixHtml } from './kill-matrix-html.js';
