import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lie, lyingScenario } from '../../generators/lie.js';
import { LIE_KINDS, LieSchema, LyingScenarioSchema } from '../../src/harness/lies/index.js';
import { HOOK_STAGES } from '../../src/reference/pipeline/hooks.js';

const stageIndex = (stage: string): number => HOOK_STAGES.indexOf(stage as (typeof HOOK_STAGES)[number]);

describe(lie.name, () => {
  it('draws valid lies, every kind × stage cell in a few thousand draws', () => {
    const lies = fc.sample(lie(), { seed: 7, numRuns: 3_000 });
    for (const l of lies) expect(LieSchema.parse(l)).toEqual(l);
    const cells = new Set(lies.map((l) => `${l.kind}|${l.stage}`));
    expect(cells.size).toBe(LIE_KINDS.length * HOOK_STAGES.length);
  });

  it('keeps to the kinds and stages asked for, and refuses an empty choice', () => {
    const lies = fc.sample(lie({ kinds: ['nan', 'cycle'], stages: ['pre_dispatch'] }), { seed: 7, numRuns: 200 });
    expect(new Set(lies.map((l) => l.kind))).toEqual(new Set(['nan', 'cycle']));
    expect(new Set(lies.map((l) => l.stage))).toEqual(new Set(['pre_dispatch']));
    expect(() => lie({ kinds: [] })).toThrow(/^lie: /);
  });

  it('shrinks towards the first kind and stage and zero picks', () => {
    const result = fc.check(
      fc.property(lie(), (l) => l.pick < 500),
      { seed: 3 },
    );
    expect(result.counterexample?.[0]).toEqual({ kind: 'proxy', stage: 'extension', target: 0, pick: 500 });
  });
});

describe(lyingScenario.name, () => {
  const samples = fc.sample(lyingScenario(), { seed: 11, numRuns: 150 });

  it('is a valid scenario plus one lie, with 0–1 ordinary mutations never after the lie', () => {
    for (const s of samples) {
      expect(LyingScenarioSchema.parse(s)).toEqual(s);
      expect(s.mutations.length).toBeLessThanOrEqual(1);
      for (const m of s.mutations) expect(stageIndex(m.stage)).toBeLessThanOrEqual(stageIndex(s.lie.stage));
    }
    expect(samples.some((s) => s.mutations.length === 0) && samples.some((s) => s.mutations.length === 1)).toBe(true);
  });

  it('replays from its JSON and from its seed', () => {
    for (const s of samples.slice(0, 20)) expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(fc.sample(lyingScenario(), { seed: 11, numRuns: 5 })).toEqual(samples.slice(0, 5));
  });

  it('meets test/generators/determinism.test.ts: seed 42 twice is equal, interleaved draws leak nothing, seed 43 differs', () => {
    for (const make of [() => lie(), () => lyingScenario()] as (() => fc.Arbitrary<unknown>)[]) {
      const first = fc.sample(make(), { seed: 42, numRuns: 20 });
      fc.sample(make(), { seed: 7, numRuns: 5 });
      expect(fc.sample(make(), { seed: 42, numRuns: 20 })).toStrictEqual(first);
      expect(fc.sample(make(), { seed: 43, numRuns: 20 })).not.toStrictEqual(first);
    }
  });

  it('honours mutationKinds and faults: false', () => {
    for (const s of fc.sample(lyingScenario({ mutationKinds: ['identity'], faults: false }), {
      seed: 5,
      numRuns: 60,
    })) {
      expect(s.faults).toEqual({ providerFails: false });
      for (const m of s.mutations) expect(m.kind).toBe('identity');
    }
  });
});
