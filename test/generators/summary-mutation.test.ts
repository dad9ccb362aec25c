import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { summaryMutation } from '../../generators/index.js';
import { applyMutation, applyMutationTo } from '../../src/harness/mutations/index.js';
import { OUTCOME_CLAIMS } from '../../src/harness/mutations/summary.js';
import { ACCEPTED_KINDS, MutationSchema, SUMMARY_KINDS, SUMMARY_VARIANTS } from '../../src/harness/scenario.js';
import { mutationWorld } from '../../src/harness/world.js';
import { etfResearchFacts } from '../../src/harness/fixtures/etf-facts.js';
import { HOOK_STAGES } from '../../src/reference/pipeline/hooks.js';
import { expectJsonRoundTrip } from './helpers.js';

const LINES = [
  'The capability documents.cite may be used through the Host action cite_document.',
  'The capability portfolio.read may be used through the Host action read_portfolio.',
  'The capability web.search may be used through the Host action search_public_sources.',
];
const world = mutationWorld(etfResearchFacts());

describe(summaryMutation.name, () => {
  const all = fc.sample(summaryMutation(), { seed: 31, numRuns: 1_000 });

  it('passes MutationSchema unchanged and targets the summary', () => {
    for (const m of all) {
      expect(MutationSchema.parse(m)).toStrictEqual(m);
      expect(m.on).toBe('summary');
      expectJsonRoundTrip(m);
    }
  });

  it('covers every summary kind × stage cell and every variant', () => {
    const cells = new Set(all.map((m) => `${m.kind}@${m.stage}`));
    expect(cells.size).toBe(SUMMARY_KINDS.length * HOOK_STAGES.length);
    const seen = new Set(all.map((m) => `${m.kind}/${m.variant}`));
    for (const kind of SUMMARY_KINDS)
      for (const variant of SUMMARY_VARIANTS[kind]) expect(seen).toContain(`${kind}/${variant}`);
  });

  it('changes three lines unless its kind is accepted, and keeps them equal when it is', () => {
    for (const m of all) {
      // What the request holds afterwards; no summary at all is an empty one.
      const after = applyMutationTo([...LINES], m, world);
      const held = after === undefined ? [] : after;
      const accepted = (ACCEPTED_KINDS as readonly string[]).includes(m.kind);
      expect(isDeepStrictEqual(held, LINES), `${m.kind}/${m.variant}`).toBe(accepted);
    }
  });

  it('states outcomes in the outcome variants, as the seed warns', () => {
    const lines: unknown[] = [...LINES];
    applyMutation(
      lines,
      { kind: 'describe', variant: 'outcome', stage: 'extension', target: 1, pick: 0, on: 'summary' },
      world,
    );
    expect(lines[1]).toContain(OUTCOME_CLAIMS[0]);
    expect(lines[1]).not.toContain('may be used');
  });
});

describe('MutationSchema on the summary', () => {
  it('refuses a kind that has no meaning for a line, naming the kind', () => {
    const result = MutationSchema.safeParse({
      kind: 'schema',
      variant: 'type',
      stage: 'extension',
      target: 0,
      pick: 0,
      on: 'summary',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['kind']);
  });
});
