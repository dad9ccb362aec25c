import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertNameMapSound,
  createNameMap,
  isValidWireName,
  SAFE_NAME_RULES,
  type NameMap,
} from '../../src/reference/wire/index.js';
import { hostileName, hostileNames } from './arbitraries.js';

describe('createNameMap', () => {
  it('is sound on arbitrary hostile name lists', () => {
    fc.assert(fc.property(hostileNames, (names) => assertNameMapSound(names, createNameMap(names))));
  });

  it('maps valid names to themselves and escapes the rest', () => {
    fc.assert(
      fc.property(hostileNames, (names) => {
        const map = createNameMap(names);
        for (const name of names) {
          if (isValidWireName(name)) expect(map.toWire(name)).toBe(name);
          else expect(map.toWire(name)).not.toBe(name);
        }
      }),
    );
  });

  it('does not depend on the order of the list', () => {
    fc.assert(
      fc.property(
        hostileNames.chain((names) =>
          fc.tuple(fc.constant(names), fc.shuffledSubarray(names, { minLength: names.length })),
        ),
        ([names, shuffled]) => {
          const a = createNameMap(names);
          const b = createNameMap(shuffled);
          for (const name of names) expect(b.toWire(name)).toBe(a.toWire(name));
        },
      ),
    );
  });

  it('never lets an escaped name take a valid name that is in the list', () => {
    fc.assert(
      fc.property(hostileNames, (names) => {
        // Add the escaped forms themselves as valid logical names: the bait an escape must dodge.
        const first = createNameMap(names);
        const bait = names.filter((n) => !isValidWireName(n)).map((n) => first.toWire(n));
        const all = [...names, ...bait];
        const map = createNameMap(all);
        assertNameMapSound(all, map);
        for (const b of bait) expect(map.toWire(b)).toBe(b);
      }),
    );
  });

  it('restores exact originals for near-identical names', () => {
    const names = [
      'Foo',
      'foo',
      'foo ',
      'foo\u200b',
      'f\u043eo',
      'foo.',
      'foo_',
      '',
      ' ',
      'a'.repeat(100),
      `${'a'.repeat(100)}b`,
    ];
    const map = createNameMap(names);
    assertNameMapSound(names, map);
    expect(new Set(names.map((n) => map.toWire(n))).size).toBe(names.length);
    expect(map.toWire('a'.repeat(100))).toHaveLength(SAFE_NAME_RULES.maxLength);
    expect(map.toWire('')).toMatch(/^x_[0-9a-f]{8}$/);
  });

  it('keeps prototype keys as plain data in the record', () => {
    const map = createNameMap(['constructor', '__proto__', 'toString']);
    const record = map.toRecord();
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(record['constructor']).toBe('constructor');
    expect(Object.values(record).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(() => map.fromWire('hasOwnProperty')).toThrow(/unknown wire name/);
    expect(() => map.toWire('not-in-list')).toThrow(/unknown logical name/);
  });
});

describe('assertNameMapSound catches faulty maps', () => {
  // A map that only lower-cases: Foo and foo collide, and decoding cannot restore case.
  const lowercase: Pick<NameMap, 'toWire' | 'fromWire'> = { toWire: (n) => n.toLowerCase(), fromWire: (w) => w };
  // A map that only sanitizes: "a.b" and "a b" collide.
  const sanitizeOnly: Pick<NameMap, 'toWire' | 'fromWire'> = {
    toWire: (n) => `t${n.replace(/[^A-Za-z0-9_-]/g, '_')}`.slice(0, 64),
    fromWire: (w) => w.slice(1),
  };

  it('the uniqueness property fails on a lower-casing map', () => {
    expect(() => assertNameMapSound(['Foo', 'foo'], lowercase)).toThrow(/both map to "foo"/);
    const alpha = fc.array(fc.stringMatching(/^[A-Za-z][A-Za-z]{0,3}$/), { maxLength: 10 });
    expect(() => fc.assert(fc.property(alpha, (names) => assertNameMapSound(names, lowercase)))).toThrow();
  });

  it('the uniqueness property fails on a sanitize-only map', () => {
    expect(() =>
      fc.assert(fc.property(fc.array(hostileName), (names) => assertNameMapSound(names, sanitizeOnly))),
    ).toThrow();
  });
});
