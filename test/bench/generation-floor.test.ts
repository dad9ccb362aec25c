import { describe, expect, it } from 'vitest';
import { type Profile, splitSelfTime } from '../../bench/generation-floor.js';

const frame = (id: number, url: string, functionName = 'f') => ({ id, callFrame: { url, functionName } });

describe('generation floor', () => {
  it("splits self time by whose code ran, leaves idle out, and sums the three libraries' share", () => {
    const profile: Profile = {
      nodes: [
        frame(1, 'file:///x/node_modules/fast-check/lib/fast-check.js'),
        frame(2, 'file:///x/node_modules/@faker-js/faker/dist/index.js'),
        frame(3, 'file:///x/node_modules/json-schema-faker/dist/main.cjs'),
        frame(4, 'file:///x/generators/tool-universe.ts'),
        frame(5, '', '(garbage collector)'),
        frame(6, '', '(idle)'),
        frame(7, 'file:///x/src/reference/json/clone.ts'),
      ],
      samples: [1, 2, 3, 4, 5, 6, 7, 1],
      timeDeltas: [10, 10, 10, 30, 20, 500, 10, 10],
    };
    const floor = splitSelfTime(profile, 3);

    expect(floor.scenarios).toBe(3);
    expect(floor.shares['fast-check (and pure-rand)']).toBeCloseTo(0.2);
    expect(floor.shares['our generators']).toBeCloseTo(0.3);
    expect(floor.shares['garbage collector']).toBeCloseTo(0.2);
    expect(floor.shares['replay copies (cloneJson)']).toBeCloseTo(0.1);
    expect(floor.librariesShare).toBeCloseTo(0.4);
  });
});
