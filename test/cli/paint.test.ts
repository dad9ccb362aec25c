import { describe, expect, it } from 'vitest';
import { colorWanted, painter } from '../../src/cli/paint.js';

describe(colorWanted.name, () => {
  it('colours a terminal unless NO_COLOR says no; FORCE_COLOR colours a pipe', () => {
    expect(colorWanted({}, true)).toBe(true);
    expect(colorWanted({}, false)).toBe(false);
    expect(colorWanted({ NO_COLOR: '1' }, true)).toBe(false);
    expect(colorWanted({ NO_COLOR: '' }, true)).toBe(true);
    expect(colorWanted({ FORCE_COLOR: '1' }, false)).toBe(true);
    expect(colorWanted({ FORCE_COLOR: '0' }, true)).toBe(false);
    expect(colorWanted({ NO_COLOR: '1', FORCE_COLOR: '1' }, true)).toBe(false);
  });

  it('paints with escapes only when colour is on', () => {
    expect(painter(true)('red', '✗')).toBe('\u001b[31m✗\u001b[39m');
    expect(painter(false)('red', '✗')).toBe('✗');
  });
});
