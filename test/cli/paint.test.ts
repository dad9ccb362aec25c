import { describe, expect, it } from 'vitest';
import { processIo } from '../../src/cli/io.js';
import { colorWanted, interactive, painter } from '../../src/cli/paint.js';

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

describe('CI=true', () => {
  it('means plain output: no bar and no colour even on a TTY, unless FORCE_COLOR asks for colour', () => {
    expect(interactive({ CI: 'true' }, true)).toBe(false);
    expect(interactive({ CI: 'false' }, true)).toBe(true);
    expect(interactive({ CI: '' }, true)).toBe(true);
    expect(colorWanted({ CI: 'true' }, true)).toBe(false);
    expect(colorWanted({ CI: '1' }, true)).toBe(false);
    expect(colorWanted({ CI: 'true', FORCE_COLOR: '1' }, true)).toBe(true);
  });

  it("is what the process's own io sees on a terminal", () => {
    const tty = Object.getOwnPropertyDescriptor(process.stdout, 'isTTY');
    const env = { CI: process.env['CI'], NO_COLOR: process.env['NO_COLOR'], FORCE_COLOR: process.env['FORCE_COLOR'] };
    Object.defineProperty(process.stdout, 'isTTY', { value: true, configurable: true });
    delete process.env['NO_COLOR'];
    delete process.env['FORCE_COLOR'];
    try {
      process.env['CI'] = 'true';
      expect(processIo()).toMatchObject({ isTTY: false, color: false });
      process.env['CI'] = '';
      expect(processIo()).toMatchObject({ isTTY: true, color: true });
    } finally {
      if (tty === undefined) Reflect.deleteProperty(process.stdout, 'isTTY');
      else Object.defineProperty(process.stdout, 'isTTY', tty);
      for (const [key, value] of Object.entries(env))
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  });
});
