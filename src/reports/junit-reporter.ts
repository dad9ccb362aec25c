import junit from 'junit-report-builder';
import type { Builder, TestCase, TestSuite } from 'junit-report-builder';
import { changeSentence, diffText } from './diff/index.js';
import { failureStories, type FailureStory } from './failure-story.js';
import { rerunSuite } from './replay-command.js';
import type { Reporter } from './reporter.js';
import type { IncompleteReport, KillMatrixReport, PropertyReport, RedReport, SuiteReport } from './suite-report.js';
import { stoppedBy, verdictOf } from './verdict.js';
import { visible, visibleJson } from './visible.js';

// The typings declare an ES default export, but Node loads the CommonJS build whose module.exports is the builder.
// Casts: the CommonJS module's default export arrives wrapped or bare depending on the loader.
const factory: Builder = (junit as unknown as { default?: Builder }).default ?? (junit as unknown as Builder);

/** Lines of a failure body, without the undefined ones. */
const body = (...lines: (string | undefined)[]): string =>
  cdataSafe(visible(lines.filter((l) => l !== undefined).join('\n')));

/** `]]>` written as `]]\u003e` (still the same JSON string): the builder splits only the first CDATA terminator. */
const cdataSafe = (text: string): string => text.replaceAll(']]>', ']]\\u003e');

/**
 * JUnit XML for CI test viewers: one testsuite per property area, one for RED cases and one for the kill
 * matrix. Run facts are testsuite properties; each failure's brief, finding, diff, counterexample, seed,
 * path and replay command are in its body and `system-out`, where importers keep them (testcase-level
 * properties are not in the common JUnit schemas: `test/reports/junit.xsd`).
 */
export class JUnitReporter implements Reporter {
  readonly fileName: string;

  constructor(fileName = 'a34-verify.junit.xml') {
    this.fileName = fileName;
  }

  render(report: SuiteReport): string {
    const builder = factory.newBuilder().name('a34-verify');
    const stories = new Map(failureStories(report).map((f) => [`${f.kind}:${f.id}`, f]));
    const suite = (name: string): TestSuite => {
      const s = builder.testSuite().name(name).timestamp(report.startedAt);
      return s
        .property('runSeed', String(report.seed))
        .property('profile', visible(report.profile))
        .property('adapter', visible(report.adapter))
        .property('rerun', visible(rerunSuite(report)));
    };
    const areas = [...new Set(report.properties.map((p) => p.area))];
    for (const area of areas) {
      const s = suite(area);
      for (const p of report.properties.filter((q) => q.area === area))
        addProperty(s.testCase(), p, stories.get(`property:${p.id}`));
    }
    if (report.red.length > 0) {
      const s = suite('red');
      for (const r of report.red) addRed(s.testCase(), r, stories.get(`red:${r.id}`));
    }
    if (report.killMatrix !== undefined) addMatrix(suite('kill-matrix'), report.killMatrix);
    addCoverageGate(suite('coverage'), report);
    if (report.incomplete !== undefined) addNotRun(suite('not-run'), report.incomplete);
    return `${builder.build()}\n`;
  }
}

/** A failure's text in the order every format tells it. */
function storyText(f: FailureStory): string {
  return body(
    f.brief && `scenario: ${f.brief}`,
    `finding${f.code === undefined ? '' : ` (${f.code})`}: ${f.finding}`,
    ...f.sides,
    ...(f.diff === undefined ? [] : diffText(f.diff)),
    f.detail && `message:\n${f.detail}`,
    f.trimmed !== undefined ? `counterexample (trimmed):\n${visibleJson(f.trimmed)}` : undefined,
    f.seed !== undefined ? `seed: ${f.seed}` : undefined,
    f.path !== undefined ? `path: ${f.path}` : undefined,
    ...f.replay.map((r) => `replay: ${r}`),
  );
}

function addProperty(c: TestCase, p: PropertyReport, story: FailureStory | undefined): void {
  c.className(`a34.${visible(p.area)}`)
    .name(visible(p.id))
    .time(seconds(p.durationMs));
  if (story === undefined) return void c.standardOutput(`${p.numRuns} runs, seed ${p.seed}`);
  const text = storyText(story);
  const whole =
    p.counterexample !== undefined ? `\ncounterexample (whole):\n${cdataSafe(visibleJson(p.counterexample))}` : '';
  // An invalid adapter result is bad input, which JUnit calls an error rather than a failure.
  if (story.status === 'invalid') c.error(visible(story.finding), 'invalid-adapter-result', text);
  else if (story.status === 'failed') c.failure(visible(headline(story)), story.code ?? 'property').stacktrace(text);
  // JUnit has no flaky status: it passed on retry, so it is not a failure, but it is marked where viewers look.
  c.standardOutput(`${story.status === 'flaky' ? 'FLAKY: failed, then passed on retry\n' : ''}${text}${whole}`);
}

function addRed(c: TestCase, r: RedReport, story: FailureStory | undefined): void {
  c.className('a34.red').name(visible(r.id));
  if (r.file !== undefined) c.file(visible(r.file));
  if (story === undefined) return;
  const text = storyText(story);
  if (r.status === 'failed') c.failure(visible(headline(story)), 'red').stacktrace(text);
  // An invalid case never ran: a broken test, which JUnit calls an error rather than a failure.
  if (r.status === 'invalid') c.error(visible(story.finding), 'invalid', text);
  c.standardOutput(text);
}

/** The failure's one-line message: the first change in words when there is one, else the finding. */
const headline = (f: FailureStory): string => {
  const first = f.diff?.changes[0];
  return first === undefined ? f.finding : `${f.finding}: ${changeSentence(first)}`;
};

/** The coverage floor is a gate that sets exit 1 like a failed check, so CI viewers list it as one. */
function addCoverageGate(s: TestSuite, report: SuiteReport): void {
  const { status, line } = verdictOf(report).coverageGate;
  const c = s.testCase().className('a34.coverage').name('coverage floor');
  if (status === 'skipped') c.skipped();
  if (status === 'failed')
    c.failure(visible(line), 'coverage').stacktrace(
      body(`floor: ${report.coverage.floor} per mutation kind x stage and outcome`, ...report.coverage.shortfalls),
    );
  c.standardOutput(body(line));
}

/** The checks a run cut short did not finish, as skipped test cases: viewers count them apart from passes. */
function addNotRun(s: TestSuite, incomplete: IncompleteReport): void {
  s.property('incomplete', visible(`stopped by ${stoppedBy(incomplete)}`));
  for (const id of incomplete.notRun) s.testCase().className('a34.not-run').name(visible(id)).skipped();
}

function addMatrix(s: TestSuite, matrix: KillMatrixReport): void {
  if (matrix.idleChecks.length > 0) s.property('idleChecks', visible(matrix.idleChecks.join(', ')));
  for (const fault of matrix.faults) {
    const cells = matrix.cells.filter((cell) => cell.fault === fault.id);
    const kills = cells.filter((cell) => cell.killed);
    const fastest = [...kills].sort(
      (a, b) => (a.runsToFirstFailure ?? Infinity) - (b.runsToFirstFailure ?? Infinity),
    )[0];
    const c = s.testCase().className('a34.kill-matrix').name(visible(fault.id));
    c.time(seconds(cells.reduce((sum, cell) => sum + cell.durationMs, 0)));
    if (fastest === undefined) {
      c.failure(visible(`survived: no check killed ${fault.id}`), 'survivor').stacktrace(
        body(`bug: ${fault.bug}`, `checks run: ${cells.length}`),
      );
      continue;
    }
    c.standardOutput(
      body(
        `bug: ${fault.bug}`,
        `killed by: ${kills.map((k) => k.check).join(', ')}`,
        `fastest check: ${fastest.check}`,
        fastest.runsToFirstFailure !== undefined ? `runs to first failure: ${fastest.runsToFirstFailure}` : undefined,
        fastest.seed !== undefined ? `seed: ${fastest.seed}` : undefined,
        fastest.path !== undefined ? `path: ${fastest.path}` : undefined,
      ),
    );
  }
}

// Millisecond precision: float noise like 0.8122999999999999 only makes the XML harder to read.
const seconds = (ms: number): number => Math.round(ms) / 1000;
