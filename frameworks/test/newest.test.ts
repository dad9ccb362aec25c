import { describe, expect, test } from 'vitest';
import { differences, targetChanges } from '../core/newest.js';

const actual = (code: string, path: string) => ({ finding: { code, path } });
const expected = { target: 'm.gemini', property: 'wire-fidelity', code: 'inputSchema.removed:format', file: 'm.json' };

describe('the newest-versions lane', () => {
  test('names every NEW, GONE, MOVED and ERROR, and nothing when the findings are the pinned ones', () => {
    const report = {
      verdict: {
        unexpected: [{ target: 'l.anthropic', property: 'names', actual: actual('name.changed', '$[0].name') }],
        missing: [expected],
        wrongPath: [{ expected: { ...expected, pathPattern: '^\\$\\[0\\]' }, actual: actual(expected.code, '$[1]') }],
      },
      controlFindings: [],
      cells: [{ target: 'a.openai-chat', property: 'names', error: 'Cannot find module' }],
      targets: [],
    };
    expect(differences(report).map((l) => l.split(' ')[0])).toEqual(['NEW', 'GONE', 'MOVED', 'ERROR']);
    const same = { ...report, verdict: { unexpected: [], missing: [], wrongPath: [] }, cells: [] };
    expect(differences(same)).toEqual([]);
  });

  test('a target whose id moved with a major version is a difference both ways', () => {
    expect(targetChanges(['ai-sdk-6.gemini', 'langchain.gemini'], ['ai-sdk-7.gemini', 'langchain.gemini'])).toEqual([
      'TARGET GONE ai-sdk-6.gemini (its expected findings were not compared)',
      'TARGET NEW  ai-sdk-7.gemini',
    ]);
  });
});
