import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locate, prettyJsonLines } from '../../src/reports/html/json-lines.js';
import { visibleJson } from '../../src/reports/visible.js';
import { DIFF_PATH, fixtureReport } from './fixture.js';

const diff = fixtureReport.properties.find((p) => p.diff !== undefined)?.diff;

describe(prettyJsonLines.name, () => {
  it('puts the first difference of the fixture on the line that shows it', () => {
    const expected = prettyJsonLines(diff?.expected);
    const actual = prettyJsonLines(diff?.actual);
    expect(expected.lines[expected.spans.get(DIFF_PATH)?.start ?? -1]?.trim()).toBe('"type": "string"');
    expect(actual.lines[actual.spans.get(DIFF_PATH)?.start ?? -1]?.trim()).toBe('"type": "number"');
  });

  it('prints JSON that parses back to the value, and puts every leaf on the line of its path', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), (value) => {
        const json = prettyJsonLines(value);
        expect(JSON.parse(json.lines.join('\n'))).toEqual(JSON.parse(JSON.stringify(value)));
        for (const span of json.spans.values()) {
          const leaf = typeof span.value !== 'object' || span.value === null;
          if (leaf) expect(json.lines[span.start]).toContain(visibleJson(span.value));
        }
      }),
    );
  });

  it('spells paths as parity does, brackets for keys that are not identifiers', () => {
    const json = prettyJsonLines({ 'a b': [{ c: 1 }] });
    expect([...json.spans.keys()]).toEqual(['$["a b"][0].c', '$["a b"][0]', '$["a b"]', '$']);
  });

  it('falls back to the nearest ancestor when the differing node is absent on one side', () => {
    const json = prettyJsonLines([{ name: 'a' }]);
    expect(locate(json, '$[0].inputSchema.type')).toEqual({ span: json.spans.get('$[0]'), exact: false });
    expect(locate(json, '$[3]')).toEqual({ span: json.spans.get('$'), exact: false });
    expect(locate(json, '$[0].name')?.exact).toBe(true);
  });

  it('does not mistake a sibling with a longer name for an ancestor', () => {
    const json = prettyJsonLines({ ab: 1, a: { x: 1 } });
    expect(locate(json, '$.ab.z')?.span).toBe(json.spans.get('$.ab'));
  });
});
