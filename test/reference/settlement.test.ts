import { describe, expect, it } from 'vitest';
import type { RejectionStage, ToolDescriptor } from '../../src/reference/model/index.js';
import { HOOK_STAGES, type RequestHook } from '../../src/reference/pipeline/hooks.js';
import { referenceParts } from '../../src/reference/pipeline/reference-parts.js';
import type { WireEncoder } from '../../src/reference/wire/index.js';
import { CHILD, ETF_SURFACE_NAMES, etfFacts, hooksAt, MAIN, run, type RunOptions, type RunResult } from './builders.js';

const PUBLISHED = ['Paragraph one on the MSCI World ETF.', 'Paragraph two on fees.'];

const dropWebSearch: RequestHook = (request) => {
  request.tools = request.tools.filter((t) => (t as ToolDescriptor).name !== 'market__web_search');
};
const explode: RequestHook = () => {
  throw new Error('preparation step exploded');
};

/** One way to reach each rejection stage of §6. */
const REJECTIONS: Record<RejectionStage, () => RunOptions> = {
  early: () => ({ hooks: hooksAt('extension', dropWebSearch) }),
  final: () => ({ hooks: hooksAt('pre_dispatch', dropWebSearch) }),
  capacity: () => ({
    facts: etfFacts((f) => {
      f.stage.toolCapacity = 3;
    }),
  }),
  preparation: () => ({ hooks: hooksAt('async_preparation', explode) }),
};

const STAGES = (Object.keys(REJECTIONS) as RejectionStage[]).map((stage) => ({ stage }));

function expectSettledOnce(result: RunResult, requestId: string): void {
  const events = result.ledger.eventsFor(requestId);
  expect(events.map((e) => e.type)).toEqual(['reserved', 'failure']);
  expect(events[1]).toMatchObject({ type: 'failure', phase: 'pre_dispatch_rejected' });
  expect(result.ledger.closings(requestId)).toBe(1);
}

describe('settlement of a rejected request (A34-SPEC §6)', () => {
  describe.each(STAGES)('rejection at stage $stage', ({ stage }) => {
    it('§6 settlement: exactly one ledger failure with phase pre_dispatch_rejected closes the reservation', async () => {
      const result = await run({ ...REJECTIONS[stage](), publishable: PUBLISHED });

      expect(result.outcome.outcome).toBe('rejected');
      expectSettledOnce(result, MAIN.requestId);
    });

    it('§6 settlement: nothing is dispatched and the provider receives nothing', async () => {
      const result = await run({ ...REJECTIONS[stage](), publishable: PUBLISHED });

      expect(result.ledger.events.filter((e) => e.type === 'dispatched')).toEqual([]);
      expect(result.provider.calls).toEqual([]);
    });

    it('§6 settlement: A34 writes no receipt of its own', async () => {
      const result = await run({ ...REJECTIONS[stage](), publishable: PUBLISHED });

      expect(result.ledger.events.filter((e) => e.type === 'receipt')).toEqual([]);
    });

    it('§6 settlement: publishable text produced earlier in the run is kept', async () => {
      const result = await run({ ...REJECTIONS[stage](), publishable: PUBLISHED });

      expect(result.publication.texts).toEqual(PUBLISHED);
    });

    it('§6 typed reason: the rejection names its stage and what went wrong', async () => {
      const result = await run({ ...REJECTIONS[stage](), publishable: PUBLISHED });

      if (result.outcome.outcome !== 'rejected') throw new Error(`expected a rejection, got ${result.outcome.outcome}`);
      const { reason } = result.outcome;
      expect(reason.stage).toBe(stage);
      expect(reason.message.length).toBeGreaterThan(0);
      expect(result.ledger.eventsFor(MAIN.requestId)[1]).toMatchObject({ reason: expect.stringContaining(stage) });
    });
  });

  it.each([{ stage: 'early' as const }, { stage: 'final' as const }])(
    '§6 typed reason: a $stage parity rejection carries the first difference (tool index, field, JSON path, expected, actual)',
    async ({ stage }) => {
      const result = await run(REJECTIONS[stage]());

      if (result.outcome.outcome !== 'rejected') throw new Error('expected a rejection');
      const at = ETF_SURFACE_NAMES.indexOf('market__web_search');
      expect(result.outcome.reason.difference).toEqual({
        toolIndex: at,
        field: 'name',
        path: `$[${at}].name`,
        expected: 'market__web_search',
        actual: ETF_SURFACE_NAMES[at + 1],
        reason: 'value differs',
      });
    },
  );

  it('§6 typed reason: a capacity rejection names the needed tools and the capacity', async () => {
    const result = await run(REJECTIONS.capacity());

    if (result.outcome.outcome !== 'rejected') throw new Error('expected a rejection');
    expect(result.outcome.reason.capacity).toEqual({ kind: 'capacity', needed: [...ETF_SURFACE_NAMES], capacity: 3 });
  });

  it.each(HOOK_STAGES.map((stage) => ({ stage })))(
    '§6 settlement: a step failing at $stage is settled exactly once, never thrown to the runtime',
    async ({ stage }) => {
      const result = await run({ hooks: hooksAt(stage, explode) });

      expect(result.outcome).toMatchObject({ outcome: 'rejected', reason: { stage: 'preparation' } });
      expectSettledOnce(result, MAIN.requestId);
    },
  );

  it.each(STAGES)(
    '§6 Child: a Child request rejected at $stage closes the Child reservation, not the Main one',
    async ({ stage }) => {
      const result = await run({ ...REJECTIONS[stage](), identity: CHILD });

      expectSettledOnce(result, CHILD.requestId);
      expect(result.ledger.eventsFor(MAIN.requestId).map((e) => e.type)).toEqual(['reserved']);
    },
  );

  // Regression: encoding once ran outside the rejection path, leaving the reservation open when an encoder threw.
  it('§6 settlement: a wire encoding step that throws rejects this request only and settles it exactly once', async () => {
    const failing: WireEncoder = {
      ...referenceParts.encoder,
      encode: () => {
        throw new Error('openai-chat rejects tool name "x"');
      },
    };

    const result = await run({ parts: { ...referenceParts, encoder: failing } });

    expect(result.outcome.outcome).toBe('rejected');
    expect(result.provider.calls).toEqual([]);
    expectSettledOnce(result, MAIN.requestId);
  });

  it('§6 accepted: an accepted request is dispatched exactly once and never settled as a failure', async () => {
    const result = await run({ publishable: PUBLISHED });

    expect(result.outcome.outcome).toBe('dispatched');
    expect(result.provider.calls).toHaveLength(1);
    expect(result.ledger.eventsFor(MAIN.requestId).map((e) => e.type)).toEqual(['reserved', 'dispatched']);
    expect(result.publication.texts).toEqual(PUBLISHED);
  });

  it('§6 accepted: an accepted Child request is dispatched once under the Child identity', async () => {
    const result = await run({ identity: CHILD });

    expect(result.provider.calls.map((c) => c.requestId)).toEqual([CHILD.requestId]);
    expect(result.ledger.eventsFor(CHILD.requestId).map((e) => e.type)).toEqual(['reserved', 'dispatched']);
    expect(result.ledger.eventsFor(MAIN.requestId).map((e) => e.type)).toEqual(['reserved']);
  });
});
