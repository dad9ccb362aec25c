import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { faultSchedule, mutation, mutations } from '../../generators/index.js';
import { FaultScheduleSchema, MUTATION_KINDS, MUTATION_VARIANTS, MutationSchema } from '../../src/harness/scenario.js';
import { HOOK_STAGES } from '../../src/reference/pipeline/hooks.js';
import { expectSchemaValue } from './helpers.js';

describe(mutation.name, () => {
  const all = fc.sample(mutation(), { seed: 23, numRuns: 2_000 });

  it('passes MutationSchema unchanged', () => {
    for (const m of all) {
      expectSchemaValue(MutationSchema, m);
    }
  });

  it('covers every kind×stage cell, roughly uniformly', () => {
    const cells = new Map<string, number>();
    for (const m of all) cells.set(`${m.kind}@${m.stage}`, (cells.get(`${m.kind}@${m.stage}`) ?? 0) + 1);
    expect(cells.size).toBe(MUTATION_KINDS.length * HOOK_STAGES.length);
    expect(Math.min(...cells.values())).toBeGreaterThanOrEqual(10);
  });

  it('covers every variant of every kind', () => {
    const seen = new Set(all.map((m) => `${m.kind}/${m.variant}`));
    for (const kind of MUTATION_KINDS)
      for (const variant of MUTATION_VARIANTS[kind]) expect(seen).toContain(`${kind}/${variant}`);
  });
});

describe(mutations.name, () => {
  it('gives several mutations per request within bounds', () => {
    const lists = fc.sample(mutations(), { seed: 1, numRuns: 200 });
    expect(lists.every((l) => l.length >= 1 && l.length <= 4)).toBe(true);
    expect(lists.some((l) => l.length > 1)).toBe(true);
  });
});

describe(faultSchedule.name, () => {
  const all = fc.sample(faultSchedule(), { seed: 29, numRuns: 500 });

  it('passes FaultScheduleSchema unchanged (providerFails always present)', () => {
    for (const f of all) {
      expectSchemaValue(FaultScheduleSchema, f);
    }
  });

  it('mostly has no stage fault so most cases exercise mutations, and reaches every fault', () => {
    const noStageFault = all.filter((f) => Object.keys(f).length === 1);
    expect(noStageFault.length / all.length).toBeGreaterThan(0.6);
    expect(all.some((f) => Object.keys(f).length === 1 && f.providerFails)).toBe(true);
    for (const key of ['throwAt', 'rejectAt', 'hangAt', 'abortAt', 'freezeAt'] as const)
      expect(
        all.some((f) => f[key] !== undefined),
        key,
      ).toBe(true);
    expect(all.some((f) => f.providerFails)).toBe(true);
  });
});
