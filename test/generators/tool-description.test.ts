import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LONG_DESCRIPTION, toolDescription } from '../../generators/index.js';

describe(toolDescription.name, () => {
  const texts = fc.sample(toolDescription(), { seed: 11, numRuns: 600 });

  it('ranges from empty to over 4,000 characters', () => {
    expect(texts.some((t) => t === '')).toBe(true);
    expect(texts.some((t) => t.length > LONG_DESCRIPTION)).toBe(true);
    expect(texts.some((t) => t.length > 0 && t.length < 200)).toBe(true);
  });

  it('often changes under a Unicode normalization, both ways', () => {
    const nfcChanges = texts.filter((t) => t.normalize('NFC') !== t).length;
    const nfdChanges = texts.filter((t) => t.normalize('NFD') !== t).length;
    expect(nfcChanges / texts.length).toBeGreaterThan(0.3);
    expect(nfdChanges / texts.length).toBeGreaterThan(0.3);
  });

  it('carries combining marks', () => {
    expect(texts.some((t) => /\p{M}/u.test(t.normalize('NFC')))).toBe(true);
  });

  it('is realistic prose, not random code units', () => {
    const words = texts.filter((t) => t.length > 0).map((t) => t.split(/\s+/).length);
    expect(words.every((n) => n >= 2)).toBe(true);
  });
});
