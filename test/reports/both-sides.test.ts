import { describe, expect, it } from 'vitest';
import { propertyLines } from '../../src/cli/failure-lines.js';
import { HtmlReporter, JsonReporter, JUnitReporter, MarkdownReporter } from '../../src/reports/index.js';
import { findingSides } from '../../src/reports/finding-sides.js';
import { SuiteReportSchema, type SuiteReport } from '../../src/reports/suite-report.js';
import { fixtureReport } from './fixture.js';

/** A failure whose implementation rejected at final where the judge expected early: its own outcome and difference. */
const difference = {
  toolIndex: 1,
  field: 'inputSchema',
  path: '$[1].inputSchema.properties.q.type',
  expected: 'string',
  actual: 'number',
  reason: 'type changed',
} as const;
const finding = {
  code: 'stage',
  message: 'rejected at final, expected early: tool list changed',
  expected: 'early',
  actual: 'final',
  layer: 'parity',
  returned: { outcome: 'rejected', stage: 'final', message: 'tool list changed', difference },
  difference,
} as const;
const FAILED = 'parity.extension-mutation-rejected-early';
const report: SuiteReport = SuiteReportSchema.parse({
  ...fixtureReport,
  properties: fixtureReport.properties.map((p) => (p.id === FAILED ? { ...p, finding } : p)),
});
const failed = report.properties.find((p) => p.id === FAILED);

const SIDES = [
  'layer: parity',
  'implementation returned: rejected at final: "tool list changed"',
  '  its difference at $[1].inputSchema.properties.q.type (tool 1, field inputSchema): expected "string", actual "number": "type changed"',
  'judge expected: "early"',
  'judge found: "final"',
];
const ENTITY: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const decoded = (text: string): string => text.replace(/&(quot|#39|lt|gt|amp);/g, (e) => ENTITY[e] ?? e);

describe('findings show both sides', () => {
  it('states the layer, the implementation’s outcome and difference, and the judge’s expectation', () => {
    expect(findingSides(failed?.finding)).toEqual(SIDES);
  });

  it('names the layer by the finding’s code when the judge named none (a projection finding is admission)', () => {
    expect(findingSides({ code: 'projection', message: 'admitted but not visible: x' })).toEqual(['layer: admission']);
  });

  it.each([
    ['Markdown', new MarkdownReporter()],
    ['HTML', new HtmlReporter()],
    ['JUnit', new JUnitReporter()],
  ] as const)('%s shows every line', (_, reporter) => {
    const text = decoded(reporter.render(report));
    for (const line of SIDES) expect(text).toContain(line.trim());
  });

  it('JSON keeps the implementation’s outcome as data', () => {
    const json = JSON.parse(new JsonReporter().render(report)) as SuiteReport;
    const mine = json.properties.find((p) => p.id === FAILED);
    expect(mine?.finding?.returned).toEqual(finding.returned);
    expect(mine?.finding?.layer).toBe('parity');
  });

  it('the terminal shows the implementation’s own outcome next to the expectation', () => {
    const property = failed;
    if (property === undefined) throw new Error('fixture has a failed property');
    const lines = propertyLines(
      { report: property, issues: [], saved: undefined, fromCorpus: undefined },
      { profile: 'ci', target: ['--adapter', 'x.ts'], redArgs: [] },
    ).join('\n');
    const at = (text: string): number => lines.indexOf(text);
    expect(at('finding (stage)')).toBeGreaterThan(-1);
    expect(at('implementation returned: rejected at final')).toBeGreaterThan(at('finding (stage)'));
    expect(at('judge expected: "early"')).toBeGreaterThan(at('implementation returned'));
  });
});
