import type { z } from 'zod';
import { jsonPath } from '../../harness/json-path.js';
import type { SuiteReport } from '../../reports/suite-report.js';

/** A problem with an input file (RED case, corpus entry, config, adapter result): which file, which field, why. */
export type InputIssue = SuiteReport['inputErrors'][number];

export { jsonPath };

/** One issue per zod finding, located in `file`. */
export const zodIssues = (file: string, error: z.ZodError): InputIssue[] =>
  error.issues.map((i) => ({ file, path: jsonPath(i.path), message: i.message }));

/** One line per issue: `file: $.path: message`. */
export const formatIssue = (issue: InputIssue): string => `${issue.file}: ${issue.path}: ${issue.message}`;

/** Issues once each, in a fixed order, so that sharded and unsharded runs report them alike. */
export const uniqueIssues = (issues: readonly InputIssue[]): InputIssue[] =>
  [...new Map(issues.map((i) => [JSON.stringify([i.file, i.path, i.message]), i])).entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, i]) => i);

/** Bad input that stops a command at once (exit 2): the issues say where and why. */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(readonly issues: readonly InputIssue[]) {
    super(issues.map(formatIssue).join('\n'));
  }
}
