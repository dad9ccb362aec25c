import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lie, lyingScenario } from '../../generators/lie.js';
import { LIE_KINDS, LieSchema, LyingScenarioSchema, SUMMARY_LIE_KINDS } from '../../src/harness/lies/index.js';
import { project } from '../../src/reference/surface/projection.js';
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

  it('puts a lie into the summary only when asked, one in three with both places, and only kinds with a meaning there', () => {
    expect(fc.sample(lie(), { seed: 7, numRuns: 300 }).every((l) => l.on === undefined)).toBe(true);
    const both = fc.sample(lie({ on: ['tools', 'summary'] }), { seed: 7, numRuns: 900 });
    for (const l of both) expect(LieSchema.parse(l)).toEqual(l);
    const inSummary = both.filter((l) => l.on === 'summary');
    expect(inSummary.length / both.length).toBeGreaterThan(0.25);
    expect(inSummary.length / both.length).toBeLessThan(0.42);
    expect(new Set(inSummary.map((l) => l.kind))).toEqual(new Set(SUMMARY_LIE_KINDS));
    expect(() => lie({ kinds: ['huge-schema'], on: ['summary'] })).toThrow(/^lie: /);
  });

  it('longList targets tools 10–15', () => {
    const targets = fc.sample(lie({ longList: true }), { seed: 7, numRuns: 200 }).map((l) => l.target);
    expect(Math.min(...targets)).toBe(10);
    expect(Math.max(...targets)).toBe(15);
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

  it('puts one tool lie in three into a long list at a two-digit index, and summary lies mostly into Entry turns', () => {
    const tools = fc.sample(lyingScenario(), { seed: 13, numRuns: 150 });
    const twoDigit = tools.filter((s) => {
      const surface = project(s.facts);
      return 'tools' in surface && surface.tools.length > 10 && s.lie.target % surface.tools.length >= 10;
    });
    expect(twoDigit.length / tools.length).toBeGreaterThan(0.05);
    const summary = fc.sample(lyingScenario({ on: ['summary'] }), { seed: 13, numRuns: 80 });
    expect(summary.every((s) => s.lie.on === 'summary' && LyingScenarioSchema.safeParse(s).success)).toBe(true);
    expect(summary.filter((s) => s.facts.mode === 'entry').length / summary.length).toBeGreaterThan(0.6);
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
