import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/frameworks/finding.js';
import { suggestExpected } from '../core/record-expected.js';

const finding: Finding = {
  code: 'inputSchema.removed:not',
  field: 'inputSchema',
  change: 'removed',
  keyword: 'not',
  toolIndex: 0,
  tool: 'search',
  path: '$[0].inputSchema.not',
  expected: { type: 'string' },
  actual: '<absent>',
  reason: 'schema keyword not removed',
};

const plain = {
  target: 'ai-sdk-6.gemini',
  property: 'wire-fidelity',
  code: 'inputSchema.removed:not',
  pathPattern: '^\\$\\[\\d+\\]\\.inputSchema',
  issue: 'https://github.com/vercel/ai/issues/19662',
  note: 'the OpenAPI subset drops it',
};

describe('suggestExpected', () => {
  it("takes a streaming finding's issue and note from its recorded plain-call twin", () => {
    const e = suggestExpected('ai-sdk-6.gemini', 'streaming-fidelity', finding, [plain]);
    expect(e.issue).toBe(plain.issue);
    expect(e.note).toContain(plain.note);
    expect(e.property).toBe('streaming-fidelity');
  });

  it('leaves a draft for review when no twin is recorded (another target, another code, or not streaming)', () => {
    for (const [target, property, recorded] of [
      ['ai-sdk-7.gemini', 'streaming-fidelity', [plain]],
      ['ai-sdk-6.gemini', 'streaming-fidelity', [{ ...plain, code: 'inputSchema.removed:if' }]],
      ['ai-sdk-6.gemini', 'names', [plain]],
    ] as const) {
      const e = suggestExpected(target, property, finding, recorded);
      expect(e.issue).toBeNull();
      expect(e.note).toMatch(/^recorded: .*review/);
    }
  });
});
