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

  it('renders a side-by-side diff with the first difference marked on both sides', () => {
    const marked = [
      ...html.matchAll(/<div class="line first-diff"><span class="ln">(\d+)<\/span><code>([^<]*)<\/code>/g),
    ];
    expect(marked.map((m) => m[2]?.trim())).toEqual([
      '&quot;type&quot;: &quot;string&quot;',
      '&quot;type&quot;: &quot;number&quot;',
    ]);
    expect(html).toContain('<code class="jsonpath">$[1].inputSchema.properties.q.type</code>');
  });

  it('draws both heat maps and the tables', () => {
    for (const id of ['kill-matrix-map', 'coverage-map', 'coverage-causes-map'])
      expect(html).toContain(`<svg id="${id}"`);
    expect(html.match(/<g class="cell marked">/g)?.length).toBe(fixtureReport.coverage.shortfalls.length);
    expect(html).toContain('<table class="props">');
    expect(html).toContain('<table class="red">');
  });

  it('marks a tool missing on one side at its parent', () => {
    const [first] = fixtureReport.properties.filter((p) => p.diff !== undefined);
    const diff = { expected: [{ name: 'a' }, { name: 'b' }], actual: [{ name: 'a' }], path: '$[1]', toolIndex: 1 };
    const page = sut.render({ ...fixtureReport, properties: [{ ...first!, diff }] });
    expect(page).toContain('<div class="line first-diff absent"');
    expect(page).toContain('actual <code>&lt;absent&gt;</code>');
  });

  it('shows recorded leaf values at the path when the whole surfaces were not recorded', () => {
    const [first] = fixtureReport.properties.filter((p) => p.diff !== undefined);
    const diff = { expected: 'string', actual: 'number', path: '$[1].inputSchema.properties.q.type', toolIndex: 1 };
    const page = sut.render({ ...fixtureReport, properties: [{ ...first!, diff }] });
    const marked = [
      ...page.matchAll(/<div class="line first-diff"><span class="ln">1<\/span><code>([^<]*)<\/code>/g),
    ].map((m) => m[1]);
    expect(marked).toEqual(['&quot;string&quot;', '&quot;number&quot;']);
    expect(page).toContain('only the values at the difference were recorded');
  });
});
