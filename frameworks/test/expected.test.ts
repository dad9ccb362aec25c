import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, onTestFinished, test } from 'vitest';
import type { CellResult, Discovered } from '../../src/frameworks/discover.js';
import { expectationsHold, ExpectedFileError, loadExpected, matchExpected } from '../../src/frameworks/expected.js';
import { finding } from '../../src/frameworks/finding.js';

const found = (code: string, path: string): Discovered => {
  const [field, change] = code.split('.') as ['inputSchema', 'removed'];
  return {
    finding: finding({ field, change, toolIndex: 0, tool: 'a', path, expected: 1, actual: '<absent>', reason: 'r' }),
    counterexample: { tools: [], pageSize: undefined },
    seed: 1,
    path: '0',
    round: 0,
    ignored: [],
  };
};
const cell = (target: string, ...discovered: Discovered[]): CellResult => ({
  target,
  property: 'wire-fidelity',
  discovered,
  runs: 1,
  ms: 1,
  exhausted: false,
});
const expected = (target: string, code: string, pathPattern = '^\\$\\[\\d+\\]') => ({
  target,
  property: 'wire-fidelity',
  code,
  pathPattern,
  issue: null,
  note: 'n',
  file: `${target}.json`,
});

describe(matchExpected.name, () => {
  test('equal sets hold; a new, a gone and a moved finding each break it', () => {
    const ok = matchExpected(
      [cell('t', found('inputSchema.removed', '$[0].inputSchema'))],
      [expected('t', 'inputSchema.removed')],
    );
    expect(expectationsHold(ok)).toBe(true);
    const fresh = matchExpected([cell('t', found('inputSchema.removed', '$[0].inputSchema'))], []);
    expect(fresh.unexpected).toHaveLength(1);
    const gone = matchExpected([cell('t')], [expected('t', 'inputSchema.removed')]);
    expect(gone.missing.map((m) => m.code)).toEqual(['inputSchema.removed']);
    const moved = matchExpected([cell('t', found('inputSchema.removed', '$'))], [expected('t', 'inputSchema.removed')]);
    expect(moved.wrongPath).toHaveLength(1);
  });

  test('expectations of targets that did not run are not missing', () => {
    expect(expectationsHold(matchExpected([cell('t')], [expected('other', 'tool.removed')]))).toBe(true);
  });
});

describe(loadExpected.name, () => {
  test('a malformed file names itself and the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'a34-expected-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(
      join(dir, 'bad.json'),
      JSON.stringify({ target: 't', property: 'p', code: 'c', pathPattern: 'x', issue: 'not a url', note: 'n' }),
    );
    expect(() => loadExpected(dir)).toThrow(ExpectedFileError);
    expect(() => loadExpected(dir)).toThrow(/bad\.json: issue/);
  });

  test('the committed expected findings all parse', () => {
    expect(() => loadExpected(join(import.meta.dirname, '../expected'))).not.toThrow();
  });
});
