import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HtmlReporter } from '../../src/reports/html-reporter.js';
import { fixtureReport, HOSTILE_NAME } from './fixture.js';

const sut = new HtmlReporter();
const html = sut.render(fixtureReport);

describe(HtmlReporter.name, () => {
  it('escapes a tool named like markup everywhere it appears', () => {
    expect(html).not.toContain(HOSTILE_NAME);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('shows zero-width, bidi and look-alike characters as escapes', () => {
    expect(html).not.toMatch(/[\u200b\u202e\u0430]/);
    expect(html).toContain('m\\u0430rket__search\\u200b');
    expect(html).toContain('Search\\u202eSFTE');
  });

  it('needs no network: no external URLs, and a policy that forbids fetching', () => {
    const urls = html.match(/(?:src|href)="(?!#|data:)[^"]*"/g) ?? [];
    expect(urls).toEqual([]);
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
  });

  it('allows exactly its own inline script by hash', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(html).toContain(`script-src 'sha256-${hash}'`);
  });

  it('leads each failure with its brief and finding, then the diff in words and in a tool table', () => {
    const card =
      /<article class="failure failed" id="property-parity\.extension-mutation-rejected-early">([\s\S]*?)<\/article>/.exec(
        html,
      )?.[1] ?? '';
    const order = [
      'class="brief"',
      'class="finding"',
      'class="diff"',
      'Counterexample (trimmed)',
      'Whole counterexample',
      'class="replay"',
    ];
    const at = order.map((needle) => card.indexOf(needle));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
    expect(card).toContain(
      '<li>tool `market__search_instruments` inputSchema.properties.q.type: &quot;string&quot; → &quot;number&quot;</li>',
    );
    expect(card).toContain('<tr class="changed"><td class="mark">~</td><td class="num">1</td><td class="num">1</td>');
    expect(card).toContain(
      '<code class="jsonpath">inputSchema.properties.q.type</code>: <del>&quot;string&quot;</del> → <ins>&quot;number&quot;</ins>',
    );
  });

  it('puts failed RED cases and input errors in the Failures section, with a replay for the RED case', () => {
    const failures = /<section id="failures">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(failures).toContain('id="red-laundered-delete"');
    expect(failures).toContain('npx a34-verify run --grep');
    expect(failures).toContain('red/bad-patch.json: $.patch.stage.toolCapacity');
  });

  it('carries the adapter in every replay command, quoted for the shell', () => {
    const replays = [...html.matchAll(/<p class="replay"><span>replay<\/span><code>([^<]*)<\/code>/g)].map((m) => m[1]);
    expect(replays.length).toBeGreaterThan(0);
    for (const r of replays) expect(r).toContain('--adapter &#39;test/fixtures/my adapter.ts&#39;');
  });

  it('draws both heat maps and the tables', () => {
    for (const id of ['kill-matrix-map', 'coverage-map', 'coverage-causes-map'])
      expect(html).toContain(`<svg id="${id}"`);
    expect(html.match(/<g class="cell marked">/g)?.length).toBe(fixtureReport.coverage.shortfalls.length);
    expect(html).toContain('<table class="props">');
    expect(html).toContain('<table class="red">');
  });

  it('shows a first difference alone when the finding recorded no whole tool lists', () => {
    const [first] = fixtureReport.properties.filter((p) => p.finding !== undefined);
    const difference = {
      toolIndex: 1,
      field: 'tool' as const,
      path: '$[1]',
      expected: { name: 'b' },
      actual: '<absent>',
      reason: 'missing',
    };
    const finding = { code: 'stage' as const, message: 'rejected at final, expected early', difference };
    const page = sut.render({ ...fixtureReport, properties: [{ ...first!, finding }] });
    expect(page).toContain('<li>tool `b` removed (was at 1)</li>');
    expect(page).toContain('(first difference only)');
  });
});
