import { resolve } from 'node:path';
import { describeScenario } from '../harness/describe-scenario.js';
import { diffText } from '../reports/diff/index.js';
import { propertyStory, redStory, type FailureStory, type RunContext } from '../reports/failure-story.js';
import { replayByFile } from '../reports/replay-command.js';
import type { RedReport } from '../reports/suite-report.js';
import type { PropertyCheck } from '../suite/corpus/check-property.js';
import { plain, type Paint } from './paint.js';
import { shown } from './context.js';

/** How failures name the implementation again, so every printed command reproduces the run; `cwd` shortens file paths. */
export type ReplayContext = RunContext & { readonly cwd?: string };

const shownFrom = (cwd: string | undefined, path: string): string => (cwd === undefined ? path : shown({ cwd }, path));

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;
const MARK = { failed: '✗', flaky: '~', invalid: '✗' } as const;
const LABEL = {
  failed: '',
  flaky: '  FLAKY: did not fail on every replay',
  invalid: '  (invalid adapter result: bad input)',
};

/** The story's lines below the headline: brief, finding, diff, then each replay command on its own line. */
function storyLines(f: FailureStory, paint: Paint, extraReplays: readonly string[]): string[] {
  const lines: string[] = [];
  if (f.brief !== undefined) lines.push(`    ${paint('dim', 'scenario:')} ${f.brief}`);
  lines.push(`    ${paint('dim', `finding${f.code === undefined ? '' : ` (${f.code})`}:`)} ${f.finding}`);
  // The implementation's own outcome beside the judge's expectation, and the layer that disagrees.
  lines.push(...f.sides.map((l) => `    ${paint('dim', '|')} ${l}`));
  if (f.diff !== undefined) lines.push(...diffText(f.diff).map((l) => `    ${l}`));
  // Each command alone on its line, never inside a progress bar's row, so a terminal cannot cut it.
  for (const command of [...f.replay, ...extraReplays]) lines.push(`    replay: ${command}`);
  return lines;
}

/** One line for a passing property, or the failure's story with its seed, path and exact replay commands. */
export function propertyLines(check: PropertyCheck, context: ReplayContext, paint: Paint = plain): string[] {
  const r = check.report;
  const regressions = r.corpus?.length
    ? `  (${r.corpus.length} saved example${r.corpus.length > 1 ? 's' : ''} replayed)`
    : '';
  if (r.status === 'passed')
    return [`${paint('green', '✓')} ${r.id}  ${r.numRuns} runs  ${seconds(r.durationMs)}${regressions}`];
  const story = propertyStory(r, context);
  const saved = check.fromCorpus ?? check.saved;
  // Relative to where the user stands; the corpus names its files from the process's working directory.
  const file = saved === undefined ? undefined : shownFrom(context.cwd, resolve(saved));
  const mark = paint(story.status === 'flaky' ? 'yellow' : 'red', MARK[story.status]);
  return [
    `${mark} ${paint('bold', r.id)}  seed=${r.seed} path=${r.path ?? '-'}${LABEL[story.status]}`,
    ...storyLines(story, paint, file === undefined ? [] : [replayByFile(file, context.target)]),
  ];
}

/** One line for a passing RED case, or its story and the command that reruns it alone. */
export function redLines(report: RedReport, context: ReplayContext, paint: Paint = plain): string[] {
  if (report.status === 'passed') return [`${paint('green', '✓')} red ${report.id}`];
  const story = redStory(report, context);
  return [
    `${paint('red', '✗')} red ${paint('bold', report.id)}${LABEL[story.status]} ${report.file ?? ''}`.trimEnd(),
    ...storyLines(story, paint, []),
  ];
}

/** The scenario in a few lines, for `replay`, which prints the whole counterexample after them. */
export const scenarioLines = (value: unknown): string[] => describeScenario(value) ?? [];
