import { describe, expect, it } from 'vitest';
import { renderCoverageTable } from '../../src/reports/coverage-table.js';
import { MarkdownReporter } from '../../src/reports/markdown-reporter.js';
import { fixtureReport, HOSTILE_NAME } from './fixture.js';

const sut = new MarkdownReporter();
const md = sut.render(fixtureReport);
/** The Markdown outside fenced code blocks, where GitHub would interpret HTML. */
const outsideFences = (text: string): string => text.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '');

describe(MarkdownReporter.name, () => {
  it('opens with a one-line verdict', () => {
    expect(md.split('\n')[0]).toBe(
      '## ❌ FAIL a34-verify: 2 failed, 1 flaky, 2 passed of 5 properties · RED 1/3 passed · 3/4 faults killed · 9 coverage shortfalls · 2 input errors',
    );
  });

  it('lists every property with status, id, runs and seed', () => {
    expect(md).toContain('| ✅ | `projection.stable-order` | projection | 200 | `1234567` |');
    expect(md).toContain('| ⚠️ | `settlement.closes-once` | settlement | 200 | `7` |');
  });

  it('gives each failure its replay command', () => {
    const adapter = "--adapter 'test/fixtures/my adapter.ts'";
    expect(md).toContain(
      `npx a34-verify replay --property parity.extension-mutation-rejected-early --seed 1234567 --path 16:2:0 ${adapter}`,
    );
    expect(md).toContain(`npx a34-verify replay --property parity.rename-rejected --seed 99 --path 3:0 ${adapter}`);
    expect(md).toContain(`npx a34-verify run --grep '^laundered-delete$' --no-corpus ${adapter}`);
  });

  it('tells each failure as brief, finding, diff, trimmed counterexample, whole JSON folded, replay', () => {
    const start = md.indexOf('#### ❌ `parity.extension-mutation-rejected-early`');
    const card = md.slice(start, md.indexOf('#### ', start + 1));
    const order = [
      '**Scenario:** hook at extension',
      '**Finding (`outcome`):** early parity let',
      '**Diff:**',
      '**Counterexample (trimmed):**',
      '<summary>Whole counterexample</summary>',
      'Replay:',
    ];
    const at = order.map((needle) => card.indexOf(needle));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
    expect(card).toContain('• tool `market__search_instruments` inputSchema.properties.q.type: "string" → "number"');
  });

  it('lists failed RED cases and input errors among the failures', () => {
    const failures = md.slice(md.indexOf('### Failures'), md.indexOf('### RED cases'));
    expect(failures).toContain('#### ❌ RED `laundered-delete`');
    expect(failures).toContain('**Scenario:** hook at extension: delete/remove on tool \\#2');
    expect(failures).toContain('#### 🚫 input error `red/bad-patch.json $.patch.stage.toolCapacity`');
  });

  it('summarizes RED cases, the kill matrix, coverage and input errors', () => {
    expect(md).toContain('### RED cases: 1/3 passed');
    expect(md).toContain('### Kill matrix: 3/4 faults killed');
    expect(md).toContain("- ❌ `skill-whitelist`: a Skill's method list hides canonical MCP siblings");
    expect(md).toContain(renderCoverageTable(fixtureReport.coverage));
    expect(md).toContain('- outcome final: 1');
    expect(md).toContain('### Input errors');
  });

  it('never lets hostile text become HTML or hide characters', () => {
    expect(outsideFences(md)).not.toContain(HOSTILE_NAME);
    expect(outsideFences(md)).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(md).not.toMatch(/[\u200b\u202e\u0430]/);
    expect(md).toContain('m\\u0430rket__search\\u200b');
  });

  it('keeps a counterexample with backtick fences inside its own block', () => {
    const [first] = fixtureReport.properties.filter((p) => p.status === 'failed');
    const text = sut.render({
      ...fixtureReport,
      properties: [{ ...first!, counterexample: { md: '```\n# injected heading' } }],
    });
    expect(text).toMatch(/^````json$/m);
  });

  it('says so when every RED case passed and there is no kill matrix', () => {
    const { killMatrix: _, ...rest } = fixtureReport;
    const text = sut.render({ ...rest, red: fixtureReport.red.filter((r) => r.status === 'passed') });
    expect(text).toContain('All RED cases passed.');
    expect(text).not.toContain('Kill matrix');
  });
});
