import { renderCoverageTable } from './coverage-table.js';
import { mdCode, mdFence, mdTable, mdText } from './markdown-text.js';
import { diffText } from './diff/index.js';
import { failureStories, type FailureStory } from './failure-story.js';
import type { Reporter } from './reporter.js';
import type { KillMatrixReport, SuiteReport } from './suite-report.js';
import { stoppedBy, verdictOf } from './verdict.js';
import { visibleJson } from './visible.js';

const LEVEL = { pass: '✅ PASS', warn: '⚠️ WARN', fail: '❌ FAIL' } as const;
const STATUS = { passed: '✅', failed: '❌', flaky: '⚠️', invalid: '🚫' } as const;

/** GitHub-flavoured Markdown for `$GITHUB_STEP_SUMMARY`: verdict first, then what to do about each failure. */
export class MarkdownReporter implements Reporter {
  readonly fileName: string;

  constructor(fileName = 'a34-verify.md') {
    this.fileName = fileName;
  }

  render(report: SuiteReport): string {
    const sections = [
      header(report),
      notRun(report),
      properties(report),
      failures(report),
      red(report),
      matrix(report.killMatrix),
      coverage(report),
      inputErrors(report),
    ];
    return `${sections.filter((s) => s !== '').join('\n\n')}\n`;
  }
}

function header(report: SuiteReport): string {
  const verdict = verdictOf(report);
  const shard = report.shard ? ` · shard ${report.shard.index}/${report.shard.count}` : '';
  const meta = `profile ${mdCode(report.profile)} · adapter ${mdCode(report.adapter)} · seed ${mdCode(String(report.seed))}${shard} · ${(report.durationMs / 1000).toFixed(1)} s · fast-check ${mdText(report.fastCheckVersion)} · a34-verify ${mdText(report.version)}`;
  return `## ${LEVEL[verdict.level]} a34-verify: ${mdText(verdict.line)}\n\n${meta}`;
}

/** A run cut short says so under its verdict, with every check it did not finish. */
function notRun(report: SuiteReport): string {
  const { incomplete } = report;
  if (incomplete === undefined) return '';
  const ids = incomplete.notRun.map((id) => mdCode(id)).join(', ');
  return `### ⏹️ Incomplete: stopped by ${stoppedBy(incomplete)}\n\nThe run was cut short, so it is not a pass. Not run (${incomplete.notRun.length}): ${ids}`;
}

function properties(report: SuiteReport): string {
  if (report.properties.length === 0) return '### Properties\n\nNo properties ran.';
  const rows = report.properties.map((p) => [
    STATUS[p.status],
    mdCode(p.id, true),
    mdText(p.area),
    String(p.numRuns),
    mdCode(String(p.seed), true),
  ]);
  return `### Properties\n\n${mdTable(['', 'id', 'area', 'runs', 'seed'], rows, ['l', 'l', 'l', 'r', 'r'])}`;
}

function failures(report: SuiteReport): string {
  const stories = failureStories(report);
  return stories.length === 0 ? '' : ['### Failures', ...stories.map(failure)].join('\n\n');
}

const STORY_MARK = { failed: '❌', flaky: '⚠️', invalid: '🚫' } as const;
const KIND = { property: '', red: 'RED ', input: 'input error ' } as const;

/** One failure: brief, finding, diff, trimmed counterexample, the whole JSON folded, the replay. */
function failure(f: FailureStory): string {
  const flaky = f.status === 'flaky' ? ' (flaky: failed, then passed on retry)' : '';
  const lines = [`#### ${STORY_MARK[f.status]} ${KIND[f.kind]}${mdCode(f.id)}: ${mdText(f.title)}${flaky}`];
  if (f.brief !== undefined) lines.push(`**Scenario:** ${mdText(f.brief)}`);
  lines.push(`**Finding${f.code === undefined ? '' : ` (${mdCode(f.code)})`}:** ${mdText(f.finding)}`);
  if (f.sides.length > 0) lines.push(`**Both sides:**\n\n${mdFence(f.sides.join('\n'), 'text')}`);
  if (f.diff !== undefined) lines.push(`**Diff:**\n\n${mdFence(diffText(f.diff).join('\n'), 'text')}`);
  if (f.detail !== undefined)
    lines.push(`<details><summary>Full message</summary>\n\n${mdFence(f.detail, 'text')}\n\n</details>`);
  if (f.trimmed !== undefined)
    lines.push(`**Counterexample (trimmed):**\n\n${mdFence(visibleJson(f.trimmed), 'json')}`);
  if (f.whole !== undefined)
    lines.push(
      `<details><summary>Whole counterexample</summary>\n\n${mdFence(visibleJson(f.whole), 'json', 20_000)}\n\n</details>`,
    );
  if (f.seed !== undefined)
    lines.push(`seed ${mdCode(String(f.seed))}${f.path === undefined ? '' : ` · path ${mdCode(f.path)}`}`);
  if (f.replay.length > 0) lines.push(`Replay:\n\n${mdFence(f.replay.join('\n'), 'sh')}`);
  return lines.join('\n\n');
}

function red(report: SuiteReport): string {
  if (report.red.length === 0) return '';
  const passed = report.red.filter((r) => r.status === 'passed').length;
  const bad = report.red.filter((r) => r.status !== 'passed');
  const rows = bad.map((r) => [
    STATUS[r.status],
    mdCode(r.id, true),
    mdText(r.title),
    mdText(r.message),
    r.file === undefined ? '' : mdCode(r.file, true),
  ]);
  const table = bad.length === 0 ? 'All RED cases passed.' : mdTable(['', 'id', 'title', 'message', 'file'], rows);
  return `### RED cases: ${passed}/${report.red.length} passed\n\n${table}`;
}

function matrix(m: KillMatrixReport | undefined): string {
  if (m === undefined) return '';
  const lines = [`### Kill matrix: ${m.faults.length - m.survivors.length}/${m.faults.length} faults killed`];
  const bug = new Map(m.faults.map((f) => [f.id, f.bug]));
  if (m.survivors.length > 0)
    lines.push(
      `Survivors (no check kills them):\n\n${m.survivors.map((s) => `- ❌ ${mdCode(s)}: ${mdText(bug.get(s) ?? '')}`).join('\n')}`,
    );
  const rows = m.faults.map((f) => {
    const kills = m.cells
      .filter((c) => c.fault === f.id && c.killed)
      .sort((a, b) => (a.runsToFirstFailure ?? Infinity) - (b.runsToFirstFailure ?? Infinity));
    const fastest = kills[0];
    return [
      kills.length > 0 ? '✅' : '❌',
      mdCode(f.id, true),
      String(kills.length),
      fastest ? `${mdCode(fastest.check, true)} (${runs(fastest.runsToFirstFailure)})` : '',
    ];
  });
  lines.push(mdTable(['', 'fault', 'killed by', 'fastest check'], rows, ['l', 'l', 'r', 'l']));
  if (m.idleChecks.length > 0)
    lines.push(`Idle checks (kill no fault): ${m.idleChecks.map((c) => mdCode(c)).join(', ')}`);
  return lines.join('\n\n');
}

const runs = (n: number | undefined): string => (n === undefined ? 'runs unknown' : n === 1 ? '1 run' : `${n} runs`);

function coverage(report: SuiteReport): string {
  const { floor, shortfalls } = report.coverage;
  const under =
    shortfalls.length === 0
      ? `Every cell and outcome reached the floor of ${floor}.`
      : `Under the floor of ${floor}:\n\n${shortfalls.map((s) => `- ${mdText(s)}`).join('\n')}`;
  return `### Coverage\n\n${renderCoverageTable(report.coverage)}\n\n${under}`;
}

function inputErrors(report: SuiteReport): string {
  if (report.inputErrors.length === 0) return '';
  const rows = report.inputErrors.map((e) => [mdCode(e.file, true), mdCode(e.path, true), mdText(e.message)]);
  return `### Input errors\n\n${mdTable(['file', 'path', 'message'], rows)}`;
}
