import { describe, expect, test } from 'vitest';
import { discover, type Budget } from '../../src/frameworks/discover.js';
import { listChangedProperty } from '../../src/frameworks/list-changed.js';
import { loopNarrowingProperty } from '../../src/frameworks/loop-narrowing.js';
import { fakeListingTarget, fakeNarrowingTarget, type NarrowingFault } from './fake-loop-targets.js';

const budget: Budget = { numRuns: 30, maxRounds: 4, roundMs: 30_000, shrink: 'fast-check' };
const narrowingCodes = async (fault: NarrowingFault) =>
  (await discover(fakeNarrowingTarget(fault, 'openai-chat', fault), loopNarrowingProperty, 7, budget)).discovered.map(
    (d) => d.finding.code,
  );

describe(loopNarrowingProperty.id, () => {
  test('a loop that narrows each step to the declared subset, in the admitted order, passes', async () => {
    expect(await narrowingCodes('filter')).toEqual([]);
  });

  test('narrowing by rewriting an inactive tool into a stub is rejected', async () => {
    expect(await narrowingCodes('stub')).toContain('tool.added');
  });

  test('narrowing that keeps the declared order instead of the admitted one is rejected', async () => {
    expect(await narrowingCodes('reorder')).toEqual(['tool.reordered']);
  });

  test('a loop that ignores the declared narrowing is rejected', async () => {
    expect(await narrowingCodes('ignore')).toEqual(['tool.added']);
  });
});

describe(listChangedProperty.id, () => {
  // Every case runs all four changes: one run is enough to show a stale client's four findings.
  const small: Budget = { numRuns: 1, maxRounds: 1, roundMs: 60_000, shrink: 'tools' };

  test('a client that re-lists after list_changed passes; one that keeps its first listing is stale, per change', async () => {
    const fresh = await discover(fakeListingTarget('fresh', 'openai-chat', false), listChangedProperty, 7, small);
    expect(fresh.discovered).toEqual([]);
    expect(fresh.runs).toBe(1);
    const stale = await discover(fakeListingTarget('stale', 'anthropic', true), listChangedProperty, 7, small);
    const found = stale.discovered.map((d) => d.finding);
    expect(found.map((f) => f.code).sort()).toEqual([
      'tool.stale:add',
      'tool.stale:describe',
      'tool.stale:remove',
      'tool.stale:schema',
    ]);
    // Each names the changed tool and where it changed.
    for (const f of found) expect(f.tool).not.toBe('');
    expect(found.find((f) => f.code === 'tool.stale:describe')?.path).toMatch(/^\$\[\d+\]\.description$/);
  }, 120_000);
});
