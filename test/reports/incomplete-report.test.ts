import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { mergeReports } from '../../src/cli/merge-reports.js';
import { HtmlReporter } from '../../src/reports/html-reporter.js';
import { JUnitReporter } from '../../src/reports/junit-reporter.js';
import { MarkdownReporter } from '../../src/reports/markdown-reporter.js';
import { SuiteReportSchema, type SuiteReport } from '../../src/reports/suite-report.js';
import { verdictOf } from '../../src/reports/verdict.js';
import { fixtureReport } from './fixture.js';
import { kids, parseXml } from './xml.js';

const passing: SuiteReport = {
  ...fixtureReport,
  properties: fixtureReport.properties.filter((p) => p.status === 'passed'),
  red: [],
  killMatrix: undefined,
  inputErrors: [],
  coverage: { ...fixtureReport.coverage, shortfalls: ['under the floor'] },
};
const cut: SuiteReport = {
  ...passing,
  incomplete: { reason: 'signal', signal: 'SIGTERM', notRun: ['settlement.closes-once', 'red-late'] },
};

describe('a report of a run cut short', () => {
  it('is never a pass: exit 3 without a failure, 1 with one, and the coverage gate does not apply', () => {
    const v = verdictOf(cut);
    expect(v).toMatchObject({ exit: 'incomplete', level: 'warn', notRun: 2, shortfalls: 0 });
    expect(v.line).toMatch(/^INCOMPLETE \(SIGTERM, 2 not run\)/);
    expect(v.lines).toContain('incomplete: stopped by SIGTERM; 2 checks not run: settlement.closes-once, red-late');
    expect(v.lines).toContain('coverage: gate skipped (the run was cut short)');
    expect(v.lines.at(-1)).toMatch(/^exit 3: incomplete/);
    expect(verdictOf({ ...fixtureReport, incomplete: cut.incomplete }).exit).toBe('failed');
    expect(verdictOf({ ...cut, inputErrors: fixtureReport.inputErrors }).exit).toBe('incomplete');
    expect(verdictOf({ ...cut, incomplete: { reason: 'budget', notRun: ['x'] } }).lines).toContain(
      'incomplete: stopped by its time budget; 1 check not run: x',
    );
  });

  it('is marked in the schema, Markdown and HTML, and its checks not run are skipped JUnit tests', async () => {
    expect(SuiteReportSchema.parse(cut).incomplete).toEqual(cut.incomplete);
    expect(new MarkdownReporter().render(cut)).toMatch(
      /### ⏹️ Incomplete: stopped by SIGTERM\n\nThe run was cut short, so it is not a pass\. Not run \(2\): `settlement\.closes-once`, `red-late`/,
    );
    const html = new HtmlReporter().render(cut);
    expect(html).toMatch(/<h1>WARN: INCOMPLETE \(SIGTERM, 2 not run\)/);
    expect(html).toMatch(
      /Not run \(2\): the run was cut short<\/h2><ul class="chips"><li>settlement\.closes-once<\/li>/,
    );
    const xml = new JUnitReporter().render(cut);
    const notRun = kids(parseXml(xml), 'testsuite').find((s) => s.attrs['name'] === 'not-run');
    const cases = kids(notRun ?? parseXml('<x/>'), 'testcase');
    expect(cases.map((c) => [c.attrs['name'], kids(c, 'skipped').length])).toEqual([
      ['settlement.closes-once', 1],
      ['red-late', 1],
    ]);
    const XSD = readFileSync(new URL('./junit.xsd', import.meta.url), 'utf8');
    const checked = await validateXML({
      xml: { fileName: 'a34-verify.junit.xml', contents: xml },
      schema: { fileName: 'junit.xsd', contents: XSD },
    });
    expect(checked.errors.map((e) => e.message)).toEqual([]);
    expect(new JUnitReporter().render(passing)).not.toMatch(/not-run/);
  });

  it('makes the merge of its shards incomplete, naming every check not run', () => {
    const shard = (index: number, report: SuiteReport) => ({
      file: `s${index}.json`,
      report: { ...report, shard: { index, count: 2 } },
    });
    // Shard 2 ran one passing property of its own before it was cut; each check is in one shard only.
    const [own, ...rest] = passing.properties;
    const one = { ...passing, properties: rest };
    const two = { ...passing, properties: own === undefined ? [] : [own] };
    const merged = mergeReports([shard(1, one), shard(2, { ...two, incomplete: cut.incomplete })]);
    expect(merged).toMatchObject({ incomplete: { reason: 'signal', notRun: ['red-late', 'settlement.closes-once'] } });
    const whole = mergeReports([shard(1, one), shard(2, two)]);
    expect(Array.isArray(whole)).toBe(false);
    expect(whole).not.toHaveProperty('incomplete');
  });
});
