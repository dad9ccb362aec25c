import type { JsonValue } from '../reference/model/index.js';
import { diffOfFinding, type SurfaceDiff } from './diff/index.js';
import { findingSides } from './finding-sides.js';
import { replayCommand, rerunRed } from './replay-command.js';
import type { PropertyReport, RedReport, SuiteReport } from './suite-report.js';
import { trimCounterexample } from './trim-counterexample.js';

/**
 * One failure as every format tells it, in this order: the scenario brief, the judge's finding, the
 * diff, the counterexample trimmed to what matters (the whole one behind a fold), and the replay.
 */
export interface FailureStory {
  readonly kind: 'property' | 'red' | 'input';
  readonly id: string;
  readonly title: string;
  readonly status: 'failed' | 'flaky' | 'invalid';
  readonly brief: string | undefined;
  /** One sentence: which check rejected or let it through, and why. */
  readonly finding: string;
  /** The finding's code (`provider-surface`, `outcome`, …) when the judge typed it. */
  readonly code: string | undefined;
  /** Both sides: the layer that disagrees, the implementation's own outcome, the judge's expectation (`findingSides`). */
  readonly sides: readonly string[];
  /** The whole failure text when it says more than the finding's sentence. */
  readonly detail: string | undefined;
  readonly diff: SurfaceDiff | undefined;
  readonly trimmed: JsonValue | undefined;
  readonly whole: unknown;
  readonly seed: number | undefined;
  readonly path: string | undefined;
  /** Commands that bring the failure back, each complete; empty for input errors (fix the file). */
  readonly replay: readonly string[];
}

const firstLine = (text: string): string => text.split('\n', 1)[0] ?? '';

/** What a story needs of the run: how to reach the same implementation again. */
export interface RunContext {
  readonly profile: string;
  readonly target: readonly string[];
  readonly redArgs: readonly string[];
}

/** One failed or flaky property's story. */
export function propertyStory(p: PropertyReport, report: RunContext): FailureStory {
  const error = p.error ?? '';
  const finding = p.finding?.message ?? (firstLine(error) || 'the property failed');
  return {
    kind: 'property',
    id: p.id,
    title: p.title,
    status: p.cause === 'adapter-result' ? 'invalid' : p.status === 'flaky' ? 'flaky' : 'failed',
    brief: p.brief,
    finding,
    code: p.finding?.code,
    sides: findingSides(p.finding),
    detail: error.trim() !== finding.trim() && error !== '' ? error : undefined,
    diff: diffOfFinding(p.finding),
    trimmed: p.counterexample === undefined ? undefined : trimCounterexample(p.counterexample as JsonValue),
    whole: p.counterexample,
    seed: p.seed,
    path: p.path,
    replay: [replayCommand(p, report)],
  };
}

/** One failed or invalid RED case's story. */
export function redStory(r: RedReport, report: RunContext): FailureStory {
  const finding = r.finding?.message ?? (firstLine(r.message) || 'the RED case failed');
  return {
    kind: 'red',
    id: r.id,
    title: r.title,
    status: r.status === 'invalid' ? 'invalid' : 'failed',
    brief: r.brief,
    finding,
    code: r.finding?.code,
    sides: findingSides(r.finding),
    detail: r.message.trim() !== finding.trim() ? r.message : undefined,
    diff: diffOfFinding(r.finding),
    trimmed: undefined,
    whole: undefined,
    seed: undefined,
    path: undefined,
    replay: [rerunRed(r.id, report.redArgs, report.target)],
  };
}

function inputStory(e: SuiteReport['inputErrors'][number]): FailureStory {
  return {
    kind: 'input',
    id: `${e.file} ${e.path}`,
    title: 'bad input',
    status: 'invalid',
    brief: undefined,
    finding: `${e.file}: ${e.path}: ${e.message}`,
    code: undefined,
    sides: [],
    detail: undefined,
    diff: undefined,
    trimmed: undefined,
    whole: undefined,
    seed: undefined,
    path: undefined,
    replay: [],
  };
}

/** Every failure of a report, properties first, then RED cases, then input errors. */
export function failureStories(report: SuiteReport): FailureStory[] {
  return [
    ...report.properties.filter((p) => p.status !== 'passed').map((p) => propertyStory(p, report)),
    ...report.red.filter((r) => r.status !== 'passed').map((r) => redStory(r, report)),
    ...report.inputErrors.map(inputStory),
  ];
}
