import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../generators/index.js';
import { copyOfCase } from '../../src/suite/copy-of-case.js';

describe('copyOfCase (a drawn kill-matrix case handed to one fault)', () => {
  it('is equal to the case and shares no container with it', () => {
    const [drawn] = fc.sample(fc.tuple(scenario(), fc.array(fc.nat())), { numRuns: 1, seed: 4 });
    const before = JSON.stringify(drawn);
    const copy = copyOfCase(drawn) as NonNullable<typeof drawn>;
    expect(copy).toEqual(drawn);
    expect(copy).not.toBe(drawn);
    expect(copy[0].facts.registry).not.toBe(drawn?.[0].facts.registry);
    copy[0].facts.registry.connections.length = 0;
    copy[0].facts.mode = copy[0].facts.mode === 'entry' ? 'research' : 'entry';
    copy[1].push(7);
    expect(JSON.stringify(drawn)).toBe(before);
  });

  it('keeps what a case is made of: shared nodes, prototypes, attributes and frozenness', () => {
    const shared = { a: 1 };
    const bare = Object.assign(Object.create(null) as object, { b: 2 });
    const frozen = Object.freeze({ c: [3] });
    const hidden = Object.defineProperty({}, 'secret', { value: 4, enumerable: false });
    const copy = copyOfCase({ x: shared, y: shared, bare, frozen, hidden, u: undefined }) as Record<string, unknown>;
    expect(copy['x']).toBe(copy['y']);
    expect(copy['x']).not.toBe(shared);
    expect(Object.getPrototypeOf(copy['bare'])).toBeNull();
    expect(Object.isFrozen(copy['frozen'])).toBe(true);
    expect(Object.getOwnPropertyDescriptor(copy['hidden'], 'secret')).toEqual({
      value: 4,
      enumerable: false,
      writable: false,
      configurable: false,
    });
    expect('u' in copy).toBe(true);
  });

  it('clones a stateful value through its own clone method, and hands other objects over as they are', () => {
    const [scheduler] = fc.sample(fc.scheduler(), { numRuns: 1, seed: 1 });
    const date = new Date(0);
    const copy = copyOfCase({ scheduler, date }) as { scheduler: unknown; date: Date };
    expect(copy.scheduler).not.toBe(scheduler);
    expect(fc.hasCloneMethod(copy.scheduler)).toBe(true);
    expect(copy.date).toBe(date);
  });
});
