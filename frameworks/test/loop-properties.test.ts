import { describe, expect, test } from 'vitest';
import { PROVIDERS, type Provider } from '../../src/index.js';
import { captureFetch } from '../../src/frameworks/capture.js';
import { readBody } from '../../src/guard/wire/read-body.js';
import { discover, type Budget } from '../../src/frameworks/discover.js';
import { listChangedProperty } from '../../src/frameworks/list-changed.js';
import { loopNarrowingProperty, streamingLoopProperty } from '../../src/frameworks/loop-narrowing.js';
import {
  fakeGuardedNarrowingTargets,
  fakeListingTarget,
  fakeNarrowingTarget,
  type NarrowingFault,
  type StreamingFault,
} from './fake-loop-targets.js';

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

describe('loops on guarded targets', () => {
  const guardedCodes = async (fault: NarrowingFault, guardNarrows: boolean) => {
    const guarded = fakeGuardedNarrowingTargets(`g-${fault}`, 'openai-responses', fault, guardNarrows)[1];
    if (guarded === undefined) throw new Error('no guarded variant');
    return (await discover(guarded, loopNarrowingProperty, 7, budget)).discovered.map((d) => d.finding.code);
  };

  test('a guard narrowed per step lets a faithful loop through, every step sent', async () => {
    const [, guarded] = fakeGuardedNarrowingTargets('g', 'anthropic', 'filter');
    if (guarded === undefined) throw new Error('no guarded variant');
    const tools = [0, 1, 2].map((i) => ({ name: `t${i}`, description: `d${i}`, inputSchema: { type: 'object' } }));
    const capture = captureFetch({ toolCalls: 2 });
    const session = await guarded.open(tools, { steps: 3 });
    await session.call(capture.fetch);
    expect(session.refusal?.()).toBeUndefined();
    expect(capture.requests.map((r) => readBody('anthropic', r.body).map((e) => e.name))).toEqual([
      ['t0', 't1', 't2'],
      ['t1', 't2'],
      ['t2'],
    ]);
    expect(await guardedCodes('filter', true)).toEqual([]);
  });

  test('a refusal of a loop the framework really changed passes; a guard never told the narrowing is a false refusal', async () => {
    expect(await guardedCodes('reorder', true)).toEqual([]);
    expect(await guardedCodes('filter', false)).toEqual(['request.errored:false-refusal']);
  });
});

describe(streamingLoopProperty.id, () => {
  const streamingCodes = async (streaming: StreamingFault, provider: Provider) =>
    (
      await discover(fakeNarrowingTarget(streaming, provider, 'filter', streaming), streamingLoopProperty, 7, budget)
    ).discovered.map((d) => d.finding.code);

  // Every provider: each step's reply but the last is a streamed tool call the fake must read to go on.
  test.each(PROVIDERS)('a streaming loop that narrows as declared passes (%s)', async (provider) => {
    expect(await streamingCodes('faithful', provider)).toEqual([]);
  });

  test('a streaming loop that ignores the narrowing its plain loop applies is rejected', async () => {
    expect(await narrowingCodes('filter')).toEqual([]);
    expect(await streamingCodes('ignore', 'anthropic')).toEqual(['tool.added']);
  });

  test('a loop asked to stream that sends plain requests is rejected at every step', async () => {
    expect(await streamingCodes('plain', 'gemini')).toEqual([
      'request.missing:step-1',
      'request.missing:step-2',
      'request.missing:step-3',
    ]);
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
