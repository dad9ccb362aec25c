import { describe, expect, it } from 'vitest';
import { JUnitReporter } from '../../src/reports/junit-reporter.js';
import type { SuiteReport } from '../../src/reports/suite-report.js';
import { fixtureReport, HOSTILE_NAME } from './fixture.js';
import { kids, parseXml, propertiesOf, type XmlElement } from './xml.js';

const sut = new JUnitReporter();
const root = parseXml(sut.render(fixtureReport));
const suites = kids(root, 'testsuite');
const suite = (name: string): XmlElement => {
  const found = suites.find((s) => s.attrs['name'] === name);
  if (found === undefined) throw new Error(`no testsuite ${name}`);
  return found;
};
const testcase = (suiteName: string, name: string): XmlElement => {
  const found = kids(suite(suiteName), 'testcase').find((c) => c.attrs['name'] === name);
  if (found === undefined) throw new Error(`no testcase ${name} in ${suiteName}`);
  return found;
};

describe(JUnitReporter.name, () => {
  it('writes one testsuite per area, one for RED cases, one for the kill matrix and one for the coverage gate', () => {
    expect(root.name).toBe('testsuites');
    expect(suites.map((s) => s.attrs['name'])).toEqual([
      'projection',
      'parity',
      'settlement',
      'admission',
      'red',
      'kill-matrix',
      'coverage',
    ]);
    expect(root.attrs['tests']).toBe(String(fixtureReport.properties.length + fixtureReport.red.length + 4 + 1));
  });

  it('writes one testcase per property, RED case and fault, with matching counts', () => {
    expect(kids(suite('parity'), 'testcase')).toHaveLength(2);
    expect(suite('parity').attrs['failures']).toBe('2');
    expect(kids(suite('red'), 'testcase')).toHaveLength(3);
    expect(suite('red').attrs).toMatchObject({ failures: '1', errors: '1' });
    expect(kids(suite('kill-matrix'), 'testcase')).toHaveLength(4);
    expect(suite('kill-matrix').attrs['failures']).toBe('1');
  });

  it('gives a failed property a failure that names the change, with the story, seed, path and replay in system-out', () => {
    const c = testcase('parity', 'parity.extension-mutation-rejected-early');
    const [failure] = kids(c, 'failure');
    expect(failure?.attrs['message']).toBe(
      'early parity let a changed tool list through: expected a rejection at early, got dispatched: tool `market__search_instruments` inputSchema.properties.q.type: "string" → "number"',
    );
    const out = kids(c, 'system-out')[0]?.text ?? '';
    for (const text of [failure?.text ?? '', out]) {
      expect(text).toMatch(/^scenario: hook at extension/);
      expect(text).toContain('counterexample (trimmed):');
      expect(text).toContain('seed: 1234567\npath: 16:2:0');
      expect(text).toContain(
        "replay: npx a34-verify replay --property parity.extension-mutation-rejected-early --seed 1234567 --path 16:2:0 --adapter 'test/fixtures/my adapter.ts'",
      );
    }
    expect(out).toContain(HOSTILE_NAME);
    expect(propertiesOf(c)).toEqual({});
    expect(propertiesOf(suite('parity'))).toMatchObject({ runSeed: '1234567', profile: 'ci' });
  });

  it('lists the coverage floor as a test case: failing under the floor, passing over it, skipped for a subset', () => {
    const gate = (report: SuiteReport): XmlElement => {
      const found = kids(parseXml(sut.render(report)), 'testsuite').find((s) => s.attrs['name'] === 'coverage');
      const c = found === undefined ? undefined : kids(found, 'testcase')[0];
      if (c === undefined) throw new Error('no coverage floor test case');
      return c;
    };
    const short = gate(fixtureReport);
    expect(short.attrs).toMatchObject({ classname: 'a34.coverage', name: 'coverage floor' });
    expect(kids(short, 'failure')[0]?.attrs).toMatchObject({
      type: 'coverage',
      message: expect.stringMatching(/^coverage: \d+ cells? under the floor of \d+: /),
    });
    expect(kids(short, 'failure')[0]?.text).toContain(fixtureReport.coverage.shortfalls[0]);
    const met = gate({ ...fixtureReport, coverage: { ...fixtureReport.coverage, shortfalls: [] } });
    expect(kids(met, 'failure')).toHaveLength(0);
    expect(kids(met, 'system-out')[0]?.text).toMatch(/^coverage: 0 cells under the floor/);
    expect(kids(gate({ ...fixtureReport, grep: 'parity' }), 'skipped')).toHaveLength(1);
    const shard = gate({ ...fixtureReport, shard: { index: 1, count: 2 } });
    expect([kids(shard, 'failure').length, kids(shard, 'skipped').length]).toEqual([0, 1]);
  });

  it('marks a flaky property without failing it', () => {
    const c = testcase('settlement', 'settlement.closes-once');
    expect(kids(c, 'failure')).toHaveLength(0);
    expect(kids(c, 'system-out')[0]?.text).toMatch(/^FLAKY/);
    expect(kids(c, 'system-out')[0]?.text).toContain('seed: 7\npath: 120');
  });

  it('reports an invalid RED case as an error and a survivor as a failure', () => {
    expect(kids(testcase('red', 'bad-patch'), 'error')[0]?.attrs['type']).toBe('invalid');
    expect(kids(testcase('kill-matrix', 'skill-whitelist'), 'failure')[0]?.attrs['type']).toBe('survivor');
    expect(kids(testcase('kill-matrix', 'shallow-baseline'), 'system-out')[0]?.text).toContain(
      'runs to first failure: 180\nseed: 1234567\npath: 179:0',
    );
  });

  it('shows invisible characters as escapes rather than dropping them', () => {
    const failure = kids(testcase('parity', 'parity.rename-rejected'), 'failure')[0];
    expect(failure?.attrs['message']).toContain('m\\u0430rket__search\\u200b');
    expect(failure?.text).toContain('Search\\u202eSFTE');
  });

  it('leaves out the kill-matrix suite when the run had none', () => {
    const { killMatrix: _, ...rest } = fixtureReport;
    expect(kids(parseXml(sut.render(rest)), 'testsuite').map((s) => s.attrs['name'])).not.toContain('kill-matrix');
  });

  it('survives CDATA terminators in a counterexample', () => {
    const [first] = fixtureReport.properties.filter((p) => p.status === 'failed');
    const report = { ...fixtureReport, properties: [{ ...first!, counterexample: { evil: ']]><x>' } }] };
    const failure = kids(kids(parseXml(sut.render(report)), 'testsuite')[0]!, 'testcase')[0]?.children.find(
      (c) => c.name === 'failure',
    );
    expect(
      kids(kids(kids(parseXml(sut.render(report)), 'testsuite')[0]!, 'testcase')[0]!, 'system-out')[0]?.text,
    ).toContain('"evil": "]]\\u003e<x>"');
    expect(failure?.text).toContain('"evil": "]]\\u003e<x>"');
  });
});
