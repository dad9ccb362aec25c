import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visible, visibleJson } from '../../src/reports/visible.js';

describe(visible.name, () => {
  it('shows zero-width, bidi, control and look-alike characters as escapes', () => {
    expect(visible('a\u200bb\u202ec\u0001 m\u0430rket e\u0301')).toBe('a\\u200bb\\u202ec\\u0001 m\\u0430rket e\\u0301');
  });

  it('leaves ASCII, newlines, tabs and harmless punctuation as they are', () => {
    expect(visible('A34-SPEC §4: a hook’s change\tadd × extension → 0\n')).toBe(
      'A34-SPEC §4: a hook’s change\tadd × extension → 0\n',
    );
  });

  it('escapes fullwidth forms, which mimic ASCII', () => {
    expect(visible('\uff1cscript\uff1e')).toBe('\\uff1cscript\\uff1e');
  });
});

describe(visibleJson.name, () => {
  it('is ASCII-only JSON that parses back to the same value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), (value) => {
        const text = visibleJson(value);
        expect(text).toMatch(/^[\x20-\x7e\n]*$/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('names values JSON cannot hold instead of throwing', () => {
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    expect(visibleJson(cycle)).toMatch(/^<not JSON: /);
    expect(visibleJson(undefined)).toBe('undefined');
  });
});
