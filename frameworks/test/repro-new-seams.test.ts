import { describe, expect, test } from 'vitest';
import { reproCall } from '../core/repro-frameworks.js';

describe('repro scripts of the seam-only targets hook their own seam', () => {
  test('ai-sdk-7.call-start edits in onLanguageModelCallStart, not in a middleware', () => {
    const call = reproCall('ai-sdk-7.call-start.gemini', 'gemini', { seam: true });
    expect(call?.call).toContain('onLanguageModelCallStart: ({ tools }) => { seam(');
    expect(call?.call).not.toContain('wrapLanguageModel');
    expect(call?.imports.join('\n')).not.toContain('wrapLanguageModel');
  });

  test('mastra.prepare-step edits in prepareStep, with no seam processor', () => {
    const call = reproCall('mastra.prepare-step.anthropic', 'anthropic', { seam: true });
    expect(call?.call).toContain('prepareStep: ({ tools }) => { seam(');
    expect(call?.call).toContain('const inputProcessors = [];');
  });

  test('the full targets keep their seams (middleware, input processor)', () => {
    expect(reproCall('ai-sdk-7.gemini', 'gemini', { seam: true })?.call).toContain('transformParams');
    expect(reproCall('mastra.anthropic', 'anthropic', { seam: true })?.call).toContain("id: 'seam'");
  });
});
