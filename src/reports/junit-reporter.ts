import junit from 'junit-report-builder';
import type { Builder, TestCase, TestSuite } from 'junit-report-builder';
import { replayCommand } from './replay-command.js';
import type { Reporter } from './reporter.js';
import type { KillMatrixReport, PropertyReport, RedReport, SuiteReport } from './suite-report.js';
import { visible, visibleJson } from './visible.js';

// The typings declare an ES default export, but Node loads the CommonJS build whose module.exports is the builder.
const factory: Builder = (junit as unknown as { default?: Builder }).default ?? (junit as unknown as Builder);

/** Lines of a failure body, without the undefined ones. */
const body = (...lines: (string | undefined)[]): string => visible(lines.filter((l) => l !== undefined).join('\n'));

/**
 * JUnit XML for CI test viewers: one testsuite per property area, one for RED cases and one for the kill
 * matrix; failures carry the message, counterexample and replay command, and `seed`/`path` properties.
 */
export class JUnitReporter implements Reporter {
  readonly fileName: string;

  constructor(fileName = 'a34-verify.junit.xml') {
    this.fileName = fileName;
  }

  render(report: SuiteReport): string {
    const builder = factory.newBuilder().name('a34-verify');
    const suite = (name: string): TestSuite => {
      const s = builder.testSuite().name(name).timestamp(report.startedAt);
      return s
        .property('runSeed', String(report.seed))
        .property('profile', visible(report.profile))
        .property('adapter', visible(report.adapter));
    };
    const areas = [...new Set(report.properties.map((p) => p.area))];
    for (const area of areas) {
      const s = suite(area);
      for (const p of report.properties.filter((q) => q.area === area)) addProperty(s.testCase(), p);
    }
    if (report.red.length > 0) {
      const s = suite('red');
      for (const r of report.red) addRed(s.testCase(), r);
    }
    if (report.killMatrix !== undefined) addMatrix(suite('kill-matrix'), report.killMatrix);
    return `${builder.build()}\n`;
  }
}

function addProperty(c: TestCase, p: PropertyReport): void {
  c.className(`a34.${visible(p.area)}`)
    .name(visible(p.id))
    .time(seconds(p.durationMs));
  c.property('title', visible(p.title)).property('rule', visible(p.rule)).property('numRuns', String(p.numRuns));
  c.property('seed', String(p.seed));
  if (p.path !== undefined) c.property('path', visible(p.path));
  const details = body(
    p.error,
    p.diff && `first difference at ${p.diff.path} (tool ${p.diff.toolIndex})`,
    p.counterexample !== undefined ? `counterexample:\n${visibleJson(p.counterexample)}` : undefined,
    `replay: ${replayCommand(p)}`,
  );
  if (p.status === 'failed')
    c.failure(visible(firstLine(p.error) ?? 'property failed'), 'property').stacktrace(details);
  // JUnit has no flaky status: it passed on retry, so it is not a failure, but it is marked where viewers look.
  if (p.status === 'flaky')
    c.property('flaky', 'true').standardOutput(`FLAKY: failed, then passed on retry\n${details}`);
}

function addRed(c: TestCase, r: RedReport): void {
  c.className('a34.red').name(visible(r.id)).property('title', visible(r.title));
  if (r.file !== undefined) c.file(visible(r.file));
  if (r.status === 'failed')
    c.failure(visible(firstLine(r.message) ?? 'RED case failed'), 'red').stacktrace(body(r.message));
  // An invalid case never ran: a broken test, which JUnit calls an error rather than a failure.
  if (r.status === 'invalid') c.error(visible(firstLine(r.message) ?? 'invalid RED case'), 'invalid', body(r.message));
}

function addMatrix(s: TestSuite, matrix: KillMatrixReport): void {
  if (matrix.idleChecks.length > 0) s.property('idleChecks', visible(matrix.idleChecks.join(', ')));
  for (const fault of matrix.faults) {
    const cells = matrix.cells.filter((cell) => cell.fault === fault.id);
    const kills = cells.filter((cell) => cell.killed);
    const fastest = [...kills].sort(
      (a, b) => (a.runsToFirstFailure ?? Infinity) - (b.runsToFirstFailure ?? Infinity),
    )[0];
    const c = s.testCase().className('a34.kill-matrix').name(visible(fault.id)).property('bug', visible(fault.bug));
    c.time(seconds(cells.reduce((sum, cell) => sum + cell.durationMs, 0)));
    if (fastest === undefined) {
      c.failure(visible(`survived: no check killed ${fault.id}`), 'survivor').stacktrace(
        body(`bug: ${fault.bug}`, `checks run: ${cells.length}`),
      );
      continue;
    }
    c.property('killedBy', visible(kills.map((k) => k.check).join(', '))).property(
      'fastestCheck',
      visible(fastest.check),
    );
    if (fastest.runsToFirstFailure !== undefined) c.property('runsToFirstFailure', String(fastest.runsToFirstFailure));
    if (fastest.seed !== undefined) c.property('seed', String(fastest.seed));
    if (fastest.path !== undefined) c.property('path', visible(fastest.path));
  }
}

// Millisecond precision: float noise like 0.8122999999999999 only makes the XML harder to read.
const seconds = (ms: number): number => Math.round(ms) / 1000;

const firstLine = (text: string | undefined): string | undefined => text?.split('\n', 1)[0];
