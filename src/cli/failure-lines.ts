import { describeScenario } from '../harness/describe-scenario.js';
import type { PropertyCheck } from '../suite/corpus/check-property.js';
import type { RedReport } from '../reports/suite-report.js';
import { replayByFile, replayBySeed, rerunRed } from './replay-line.js';

/** How failures name the adapter and RED folder again, so every printed command reproduces the run. */
export interface ReplayContext {
  readonly adapterArgs: readonly string[];
  readonly redArgs: readonly string[];
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;
const firstLine = (text: string): string => {
  const line = text.split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 197)}...` : line;
};

/** One line for a passing property, or the failure with its seed, path and the exact replay commands. */
export function propertyLines(check: PropertyCheck, context: ReplayContext): string[] {
  const r = check.report;
  const regressions = r.corpus?.length
    ? `  (${r.corpus.length} saved example${r.corpus.length > 1 ? 's' : ''} replayed)`
    : '';
  if (r.status === 'passed') return [`✓ ${r.id}  ${r.numRuns} runs  ${seconds(r.durationMs)}${regressions}`];
  const mark = r.status === 'flaky' ? '~' : '✗';
  const label =
    r.cause === 'adapter-result'
      ? '  (adapter returned an invalid result)'
      : r.status === 'flaky'
        ? '  FLAKY: did not fail on every replay'
        : '';
  const lines = [`${mark} ${r.id}  seed=${r.seed} path=${r.path ?? '-'}${label}`, `    ${firstLine(r.error ?? '')}`];
  // The shrunk case in brief; the whole JSON is in the reports and printed by `replay`.
  for (const line of describeScenario(r.counterexample) ?? []) lines.push(`    ${line}`);
  if (r.path !== undefined) lines.push(`    replay: ${replayBySeed(r.id, r.seed, r.path, context.adapterArgs)}`);
  const file = check.fromCorpus ?? check.saved;
  if (file !== undefined) lines.push(`    replay: ${replayByFile(file, context.adapterArgs)}`);
  return lines;
}

/** One line for a passing RED case, or the broken expectations and the command that reruns it alone. */
export function redLines(report: RedReport, context: ReplayContext): string[] {
  if (report.status === 'passed') return [`✓ red ${report.id}`];
  return [
    `✗ red ${report.id}  ${report.status === 'invalid' ? '(adapter returned an invalid result) ' : ''}${report.file ?? ''}`,
    `    ${firstLine(report.message)}`,
    `    rerun: ${rerunRed(report.id, context.redArgs, context.adapterArgs)}`,
  ];
}
