import { describe, expect, test } from 'vitest';
import { type MatrixLane, matrixRows, summarize } from '../../src/frameworks/matrix.js';
import { matrixHtml } from '../../src/frameworks/matrix-html.js';
import { matrixMarkdown } from '../../src/frameworks/matrix-md.js';

const found = (code: string) => ({ finding: { code } }) as unknown as MatrixLane['cells'][number]['discovered'][number];

const lane: MatrixLane = {
  lane: 'node20',
  targets: [
    { id: 'z.gemini', framework: 'Zeta <b>', version: 'z@1', provider: 'gemini', via: 'tools' },
    { id: 'a.anthropic', framework: 'Alpha', version: 'a@2', provider: 'anthropic', via: 'mcp' },
  ],
  cells: [
    { target: 'z.gemini', property: 'wire-fidelity', discovered: ['a', 'b', 'c', 'd'].map(found), exhausted: false },
    { target: 'a.anthropic', property: 'wire-fidelity', discovered: [], exhausted: false },
    { target: 'a.anthropic', property: 'names', discovered: [], exhausted: false, error: 'boom|x\nmore' },
  ],
};

describe('the published matrix', () => {
  const rows = matrixRows([lane], ['wire-fidelity', 'names']);

  test('one row per target, by framework then provider, one summary per property', () => {
    expect(rows.map((r) => [r.target, ...r.cells.map(summarize)])).toEqual([
      ['a.anthropic', 'holds', 'ERROR: boom|x'],
      ['z.gemini', '4 findings: a, b, c, …', '–'],
    ]);
  });

  test('Markdown keeps each cell on one line and a pipe inside its cell', () => {
    const md = matrixMarkdown('t', rows, ['wire-fidelity', 'names']);
    expect(md).toContain('| holds | ERROR: boom\\|x |');
  });

  test('HTML escapes every text and loads nothing from the network', () => {
    const html = matrixHtml('t', rows, ['wire-fidelity', 'names']);
    expect(html).toContain('Zeta &lt;b&gt;');
    expect(html).not.toContain('Zeta <b>');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });
});
