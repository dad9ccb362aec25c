import { describe, expect, it } from 'vitest';
import type { AdmissionFacts, ModelRequest } from '../../src/reference/model/index.js';
import { HOOK_STAGES, type HookStage, type RequestHook } from '../../src/reference/pipeline/hooks.js';
import { referenceParts } from '../../src/reference/pipeline/reference-parts.js';
import type { RequestOutcome } from '../../src/reference/pipeline/run-request.js';
import { isCapacityFailure, project } from '../../src/reference/surface/projection.js';
import { encoders, PROVIDERS } from '../../src/reference/wire/index.js';
import { etfFacts, gatewayFact, hooksAt, MAIN, run, type RunResult } from './builders.js';

const entryFacts = (edit?: (facts: AdmissionFacts) => void): AdmissionFacts =>
  etfFacts((f) => {
    f.mode = 'entry';
    edit?.(f);
  });

/** The lines the owners' facts give for `facts`, straight from projection. */
function summaryOf(facts: AdmissionFacts): string[] {
  const result = project(facts);
  if (isCapacityFailure(result) || result.mode !== 'entry') throw new Error('expected an entry surface');
  return result.permissions.map((p) => p.statement);
}

const lines = (request: ModelRequest): string[] => request.entrySummary as string[];
const HOLDINGS_READ = 'Holdings were read: the portfolio holds 40% equities.';

function expectRejectedAt(
  result: RunResult,
  stage: 'early' | 'final',
): Extract<RequestOutcome, { outcome: 'rejected' }> {
  expect(result.outcome.outcome).toBe('rejected');
  if (result.outcome.outcome !== 'rejected') throw new Error('unreachable');
  expect(result.outcome.reason.stage).toBe(stage);
  expect(result.outcome.reason.difference?.field).toBe('entrySummary');
  expect(result.outcome.reason.difference?.path).toMatch(/^\$\.entrySummary/);
  expect(result.provider.calls).toEqual([]);
  expect(result.ledger.eventsFor(MAIN.requestId).map((e) => e.type)).toEqual(['reserved', 'failure']);
  expect(result.ledger.closings(MAIN.requestId)).toBe(1);
  return result.outcome;
}

const received = (result: RunResult): string[] => referenceParts.encoder.decodeSummary(result.provider.calls[0]!.wire);

const EDITS: readonly { what: string; hook: RequestHook }[] = [
  { what: 'adds an outcome line', hook: (r) => void lines(r).push(HOLDINGS_READ) },
  { what: 'removes a line', hook: (r) => void lines(r).splice(1, 1) },
  {
    what: 'turns a permission into an outcome',
    hook: (r) => {
      lines(r)[0] = 'Contents obtained: the cited document says the fund is cheap.';
    },
  },
  { what: 'reorders two lines', hook: (r) => void lines(r).reverse() },
  { what: 'drops the summary', hook: (r) => void delete r.entrySummary },
  {
    what: 'hides the summary behind a getter',
    hook: (r) => void Object.defineProperty(r, 'entrySummary', { get: () => [HOLDINGS_READ], configurable: true }),
  },
];

describe('the Entry summary reaches the provider under parity (A34-SPEC §4, issue 18)', () => {
  it('§4 an Entry request tells the model the permission lines, in every wire encoding', async () => {
    for (const provider of PROVIDERS) {
      const result = await run({ facts: entryFacts(), parts: { ...referenceParts, encoder: encoders[provider] } });
      expect(result.outcome.outcome).toBe('dispatched');
      expect(encoders[provider].decodeSummary(result.provider.calls[0]!.wire)).toEqual(summaryOf(entryFacts()));
      expect(encoders[provider].decode(result.provider.calls[0]!.wire)).toEqual([]);
    }
  });

  it('§4 a research request carries no summary on the wire', async () => {
    const result = await run();
    expect(received(result)).toEqual([]);
    expect(result.provider.calls[0]!.wire.body['messages']).toBeUndefined();
  });

  describe.each(EDITS)('a hook that $what', ({ hook }) => {
    it('at extension fails early parity and settles once', async () => {
      expectRejectedAt(await run({ facts: entryFacts(), hooks: hooksAt('extension', hook) }), 'early');
    });

    it.each(['context_fitting', 'async_preparation', 'pre_dispatch'] as const)(
      'at %s fails final parity and settles once',
      async (stage) => {
        expectRejectedAt(await run({ facts: entryFacts(), hooks: hooksAt(stage, hook) }), 'final');
      },
    );

    it('as a runtime assembly step (no hook installed) still fails final parity', async () => {
      expectRejectedAt(await run({ facts: entryFacts(), assembly: hooksAt('pre_dispatch', hook) }), 'final');
    });
  });

  it('§4 the seed example: a hook claiming holdings were read is named at the added line', async () => {
    const result = await run({
      facts: entryFacts(),
      hooks: hooksAt('extension', (r) => void lines(r).push(HOLDINGS_READ)),
    });
    const { reason } = expectRejectedAt(result, 'early');
    const count = summaryOf(entryFacts()).length;
    expect(reason.difference).toMatchObject({
      toolIndex: -1,
      path: `$.entrySummary[${count}]`,
      expected: '<absent>',
      actual: HOLDINGS_READ,
    });
    expect(reason.message).toContain('entry summary at $.entrySummary');
  });

  it('§4 a summary line added to a research request is rejected like a tool would be', async () => {
    const result = await run({
      hooks: hooksAt('extension', (r) => {
        r.entrySummary = [HOLDINGS_READ];
      }),
    });
    expectRejectedAt(result, 'early');
  });

  it.each(HOOK_STAGES.map((stage) => ({ stage })))(
    '§5 legitimate: an identity rewrite at $stage is dispatched with the summary unchanged',
    async ({ stage }: { stage: HookStage }) => {
      const rewrite: RequestHook = (r) => {
        r.entrySummary = lines(r).map((line) => `${line}`);
      };
      const result = await run({ facts: entryFacts(), hooks: hooksAt(stage, rewrite) });
      expect(result.outcome.outcome).toBe('dispatched');
      expect(received(result)).toEqual(summaryOf(entryFacts()));
    },
  );

  it('§5 a change after the final check never reaches the provider', async () => {
    const result = await run({
      facts: entryFacts(),
      hooks: hooksAt('after_final_check', (r) => void lines(r).push(HOLDINGS_READ)),
    });
    expect(result.outcome.outcome).toBe('dispatched');
    expect(received(result)).toEqual(summaryOf(entryFacts()));
  });

  it('§5 owner narrowing mid-flight removes the line of the capability owners no longer admit', async () => {
    const exhausted = gatewayFact('runtime_window_expired');
    const result = await run({
      facts: entryFacts(),
      revalidate: (f) => ({ ...f, gatewayFacts: [...f.gatewayFacts, exhausted] }),
    });
    const narrowed = summaryOf(entryFacts((f) => f.gatewayFacts.push(exhausted)));
    expect(narrowed.length).toBeLessThan(summaryOf(entryFacts()).length);
    expect(result.outcome.outcome).toBe('dispatched');
    expect(received(result)).toEqual(narrowed);
  });

  it('§5 laundering: a line removed at extension stays rejected even when owners later narrow it away', async () => {
    const webLine = (f: AdmissionFacts): number => summaryOf(f).findIndex((line) => line.includes('web.search'));
    const facts = entryFacts();
    expect(webLine(facts)).toBeGreaterThanOrEqual(0);
    const result = await run({
      facts,
      hooks: hooksAt('extension', (r) => void lines(r).splice(webLine(facts), 1)),
      revalidate: (f) => ({ ...f, gatewayFacts: [...f.gatewayFacts, gatewayFact('search_budget_exhausted')] }),
    });
    expectRejectedAt(result, 'early');
  });
});
