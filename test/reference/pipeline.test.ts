import { describe, expect, it } from 'vitest';
import { MUTATION_VARIANTS, type MutationKind } from '../../src/harness/scenario.js';
import type { AdmissionFacts, ModelRequest, ToolDescriptor } from '../../src/reference/model/index.js';
import {
  FINAL_CHECKED_STAGES,
  HOOK_STAGES,
  type HookStage,
  type RequestHook,
} from '../../src/reference/pipeline/hooks.js';
import type { ParityContext, PipelineParts } from '../../src/reference/pipeline/parts.js';
import { referenceParts } from '../../src/reference/pipeline/reference-parts.js';
import { sealRequest } from '../../src/reference/pipeline/seal.js';
import type { RequestOutcome } from '../../src/reference/pipeline/run-request.js';
import type { Baseline } from '../../src/reference/surface/baseline.js';
import {
  ETF_SURFACE_NAMES,
  etfFacts,
  gatewayFact,
  hooksAt,
  isDeepFrozen,
  messages,
  mutationHook,
  researchTools,
  run,
  withoutAnnotations,
  type RunResult,
} from './builders.js';

const LATER_STAGES: readonly HookStage[] = FINAL_CHECKED_STAGES;

/** The rejection stage §5 demands for a non-identity change at `stage`, or undefined when it must be dispatched unchanged. */
const expectedRejection = (stage: HookStage): 'early' | 'final' | undefined =>
  stage === 'extension' ? 'early' : LATER_STAGES.includes(stage) ? 'final' : undefined;

// On the ETF fixture's ASCII names and well-formed descriptions these variants are the identity; parity.test.ts checks
// NFC vs NFD directly, and the RED cases pre-dispatch-rename-normalization and pre-dispatch-describe-ill-formed the rest.
const IDENTITY_ON_ETF = new Set(['describe/normalization', 'rename/normalization', 'describe/ill-formed']);
const HOSTILE_CASES = (Object.keys(MUTATION_VARIANTS) as MutationKind[])
  .filter((kind) => kind !== 'identity')
  .flatMap((kind) =>
    MUTATION_VARIANTS[kind]
      .filter((variant) => !IDENTITY_ON_ETF.has(`${kind}/${variant}`))
      .map((variant) => ({ kind, variant })),
  );

const STAGE_ROWS = HOOK_STAGES.map((stage) => ({ stage }));

function expectRejected(result: RunResult, stage: string): Extract<RequestOutcome, { outcome: 'rejected' }>['reason'] {
  expect(result.outcome.outcome).toBe('rejected');
  if (result.outcome.outcome !== 'rejected') throw new Error('unreachable');
  expect(result.outcome.reason.stage).toBe(stage);
  expect(result.provider.calls).toEqual([]);
  return result.outcome.reason;
}

/** Asserts dispatch and that the provider received exactly `surface` (minus annotations) through the encoder. */
function expectDispatchedExactly(result: RunResult, surface: readonly ToolDescriptor[]): void {
  expect(result.outcome.outcome).toBe('dispatched');
  expect(result.provider.calls).toHaveLength(1);
  expect(referenceParts.encoder.decode(result.provider.calls[0]!.wire)).toEqual(withoutAnnotations(surface));
  if (result.outcome.outcome === 'dispatched') expect(result.outcome.surface).toEqual(surface);
}

describe('pipeline (A34-SPEC §5, §7): every hostile mutation at every stage', () => {
  describe.each(HOSTILE_CASES)('$kind/$variant', ({ kind, variant }) => {
    it.each(STAGE_ROWS)(
      '§5 parity: at $stage it is rejected early (extension), final (later, up to pre_dispatch), or never reaches the provider (after_final_check)',
      async ({ stage }) => {
        const facts = etfFacts();
        const hook = mutationHook({ kind, variant, target: 3, pick: 1 }, facts);

        const result = await run({ facts, hooks: hooksAt(stage, hook) });

        const rejection = expectedRejection(stage);
        if (rejection === undefined) {
          expectDispatchedExactly(result, researchTools(etfFacts()));
        } else {
          const reason = expectRejected(result, rejection);
          expect(reason.difference).toBeDefined();
        }
      },
    );
  });

  describe.each(MUTATION_VARIANTS.identity.map((variant) => ({ variant })))('identity/$variant', ({ variant }) => {
    it.each(STAGE_ROWS)(
      '§5 legitimate: an identity rewrite at $stage is dispatched with the projected surface',
      async ({ stage }) => {
        const facts = etfFacts();

        const result = await run({
          facts,
          hooks: hooksAt(stage, mutationHook({ kind: 'identity', variant, target: 3, pick: 1 }, facts)),
        });

        expectDispatchedExactly(result, researchTools(etfFacts()));
      },
    );
  });
});

describe('pipeline (A34-SPEC §5): the two parity checks', () => {
  it('§5 final parity is unconditional: it runs (once) when no hook is installed', async () => {
    const calls: ParityContext[] = [];
    const parts: PipelineParts = {
      ...referenceParts,
      finalParity: (context) => {
        calls.push(context);
        return referenceParts.finalParity(context);
      },
    };

    const result = await run({ parts });

    expect(calls).toHaveLength(1);
    expect(calls[0]!.hooksInstalled).toBe(false);
    expect(result.outcome.outcome).toBe('dispatched');
  });

  it.each(LATER_STAGES.map((stage) => ({ stage })))(
    '§5 final parity is unconditional: with no hook installed, a runtime assembly step at $stage that drops a tool is rejected at final',
    async ({ stage }) => {
      const dropLast: RequestHook = (request) => {
        request.tools.pop();
      };

      const result = await run({ assembly: hooksAt(stage, dropLast) });

      expect(expectRejected(result, 'final').difference).toMatchObject({
        toolIndex: ETF_SURFACE_NAMES.length - 1,
        field: 'tool',
        actual: '<absent>',
      });
    },
  );

  it('§5 final parity is unconditional: with no hook installed, a preparation part (the sealer) that drops a tool is rejected at final', async () => {
    const parts: PipelineParts = {
      ...referenceParts,
      seal: (request, expected) => {
        request.tools.pop();
        return sealRequest(request, expected);
      },
    };

    const result = await run({ parts });

    expect(expectRejected(result, 'final').difference).toMatchObject({
      toolIndex: ETF_SURFACE_NAMES.length - 1,
      field: 'tool',
    });
  });

  it('§5 final parity does not take a swapped sealer at its word: one that drops a tool after sealing an equal list is rejected at final', async () => {
    const parts: PipelineParts = {
      ...referenceParts,
      seal: (request, expected) => {
        const seal = sealRequest(request, expected);
        (request.tools[0] as { description: string }).description += ' ';
        return seal;
      },
    };

    const result = await run({ parts });

    expect(expectRejected(result, 'final').difference).toMatchObject({ toolIndex: 0, field: 'description' });
  });

  it('§5 final parity sees a change made by code the seal itself runs (a toJSON planted on the messages)', async () => {
    const plant: RequestHook = (request) => {
      const messages = [...request.messages];
      Object.defineProperty(messages, 'toJSON', {
        value: () => {
          (request.tools[0] as { description: string }).description += ' (changed while sealing)';
          return [];
        },
      });
      request.messages = messages;
    };

    const result = await run({ hooks: hooksAt('async_preparation', plant) });

    expect(expectRejected(result, 'final').difference).toMatchObject({ toolIndex: 0, field: 'description' });
  });

  it('the seal of an equal list records the frozen expectation, no copy; a changed list is recorded as read', () => {
    const expected = referenceParts.takeBaseline(researchTools(etfFacts()));
    const copy = JSON.parse(JSON.stringify(expected)) as ToolDescriptor[];
    const identity = { runId: 'r', scopeId: 's', requestId: 'q' };
    const request: ModelRequest = {
      identity,
      tools: copy,
      messages: [],
      evidence: [],
      publicationContext: null,
      metadata: {},
    };
    expect(sealRequest(request, expected).preparedTools).toBe(expected);
    request.tools = copy.slice(1);
    const changed = sealRequest(request, expected);
    expect(changed.preparedTools).toEqual(copy.slice(1));
    expect(changed.toolCount).toBe(copy.length - 1);
  });

  it('§5 early parity: deleting market__web_search at extension is not laundered by a later, bound search_budget_exhausted', async () => {
    const deleteWebSearch: RequestHook = (request) => {
      request.tools = request.tools.filter((t) => (t as ToolDescriptor).name !== 'market__web_search');
    };
    const exhaust = (facts: AdmissionFacts): AdmissionFacts => ({
      ...facts,
      gatewayFacts: [...facts.gatewayFacts, gatewayFact('search_budget_exhausted')],
    });

    const result = await run({ hooks: hooksAt('extension', deleteWebSearch), revalidate: exhaust });

    const reason = expectRejected(result, 'early');
    expect(reason.difference).toMatchObject({
      toolIndex: ETF_SURFACE_NAMES.indexOf('market__web_search'),
      field: 'name',
      expected: 'market__web_search',
      actual: 'portfolio__get_holdings',
    });
  });

  it('§5 owner narrowing alone is accepted: the request goes out without market__web_search, with market__web_read', async () => {
    const exhaust = (facts: AdmissionFacts): AdmissionFacts => ({
      ...facts,
      gatewayFacts: [gatewayFact('search_budget_exhausted')],
    });

    const result = await run({ revalidate: exhaust });

    expectDispatchedExactly(
      result,
      researchTools(
        etfFacts((f) => {
          f.gatewayFacts = [gatewayFact('search_budget_exhausted')];
        }),
      ),
    );
    if (result.outcome.outcome === 'dispatched')
      expect(result.outcome.surface.map((t) => t.name)).toContain('market__web_read');
  });

  it('§5 owner revalidation only narrows: an owner fact withdrawn mid-flight does not widen the surface beyond the baseline', async () => {
    const exhausted = etfFacts((f) => {
      f.gatewayFacts = [gatewayFact('search_budget_exhausted')];
    });

    const result = await run({ facts: exhausted, revalidate: (f) => ({ ...f, gatewayFacts: [] }) });

    expectDispatchedExactly(
      result,
      researchTools(
        etfFacts((f) => {
          f.gatewayFacts = [gatewayFact('search_budget_exhausted')];
        }),
      ),
    );
  });

  it('§5 owner narrowing: a hook that puts the narrowed-away tool back is rejected at final', async () => {
    const webSearch = structuredClone(researchTools(etfFacts()).find((t) => t.name === 'market__web_search')!);
    const putBack: RequestHook = (request) => {
      request.tools.splice(6, 0, structuredClone(webSearch));
    };

    const result = await run({
      hooks: hooksAt('context_fitting', putBack),
      revalidate: (f) => ({ ...f, gatewayFacts: [gatewayFact('search_budget_exhausted')] }),
    });

    expect(expectRejected(result, 'final').difference).toMatchObject({
      toolIndex: 6,
      field: 'name',
      actual: 'market__web_search',
    });
  });

  it('§5 legitimate: context compression of 30 messages is accepted and leaves the tools untouched', async () => {
    const seen: ModelRequest[] = [];
    const observe: RequestHook = (request) => {
      seen.push(structuredClone(request));
    };

    const result = await run({ messages: messages(30), hooks: hooksAt('context_fitting', observe) });

    expectDispatchedExactly(result, researchTools(etfFacts()));
    expect(seen[0]!.messages).toHaveLength(7);
    expect(seen[0]!.messages[0]!.content).toContain('24 earlier messages compressed');
  });

  it('§4/§5 entry mode dispatches no tools', async () => {
    const result = await run({
      facts: etfFacts((f) => {
        f.mode = 'entry';
      }),
    });

    expectDispatchedExactly(result, []);
    // Issue 18: no tools, but the Entry summary now travels in the system slot.
    expect(result.provider.calls[0]!.wire.body['tools']).toBeUndefined();
    expect(referenceParts.encoder.decodeSummary(result.provider.calls[0]!.wire)).not.toEqual([]);
  });

  it('§3/§7 readback: read_tool_result added by a hook when the stage forbids it is rejected early', async () => {
    const facts = etfFacts((f) => {
      f.stage.readbackPermitted = false;
    });

    const result = await run({
      facts,
      hooks: hooksAt('extension', mutationHook({ kind: 'add', variant: 'readback', target: 0, pick: 99 }, facts)),
    });

    expect(expectRejected(result, 'early').difference).toMatchObject({
      actual: expect.objectContaining({ name: 'read_tool_result' }),
    });
  });

  it('§7 aliasing: in-place writes at extension are rejected and the baseline stays as projected, frozen', async () => {
    const baselines: Baseline[] = [];
    const parts: PipelineParts = {
      ...referenceParts,
      takeBaseline: (tools) => {
        const b = referenceParts.takeBaseline(tools);
        baselines.push(b);
        return b;
      },
    };
    const facts = etfFacts();
    const hooks = hooksAt(
      'extension',
      ...(['descriptor-field', 'annotations', 'schema-root'] as const).map((variant, i) =>
        mutationHook({ kind: 'aliasing', variant, target: i, pick: 0 }, facts),
      ),
    );

    const result = await run({ parts, facts, hooks });

    expectRejected(result, 'early');
    expect(baselines[0]).toEqual(researchTools(etfFacts()));
    expect(isDeepFrozen(baselines[0])).toBe(true);
  });

  it('§7 lies: a hook that swaps a tool for a Proxy before dispatch is rejected at final with an unreadable surface', async () => {
    const proxy: RequestHook = (request) => {
      request.tools[0] = new Proxy(request.tools[0] as object, {});
    };

    const result = await run({ hooks: hooksAt('pre_dispatch', proxy) });

    expect(expectRejected(result, 'final').difference).toMatchObject({
      field: 'surface',
      toolIndex: 0,
      actual: '<unreadable>',
    });
  });

  // Regression: parity once re-read an unreadable list for its verdict, and a flipping accessor then passed with nothing to dispatch.
  it.each([{ stage: 'extension' as const }, { stage: 'pre_dispatch' as const }])(
    '§7 lies: a request whose `tools` accessor (set at $stage) flips between a lie and the honest list is never dispatched',
    async ({ stage }) => {
      const flip: RequestHook = (request) => {
        const honest = request.tools;
        let reads = 0;
        Object.defineProperty(request, 'tools', {
          get: () => (reads++ % 2 === 0 ? new Proxy(honest, {}) : honest),
          set: () => undefined,
          configurable: true,
        });
      };

      const result = await run({ hooks: hooksAt(stage, flip) });

      expect(result.provider.calls).toEqual([]);
      expect(result.outcome.outcome).toBe('rejected');
    },
  );
});

describe('pipeline (A34-SPEC §6): preparation failures and provider failure', () => {
  it('§6 preparation: an abort during asynchronous preparation rejects at stage preparation', async () => {
    const abort = new AbortController();
    const aborting: RequestHook = async () => {
      await Promise.resolve();
      abort.abort(new Error('run cancelled'));
    };

    const result = await run({ signal: abort.signal, hooks: hooksAt('async_preparation', aborting) });

    expect(expectRejected(result, 'preparation').message).toMatch(/abort/);
  });

  it('§6 preparation: a hook that never settles is cut off by stepDeadlineMs: 20, quickly', async () => {
    const started = performance.now();

    const result = await run({
      stepDeadlineMs: 20,
      hooks: hooksAt('async_preparation', () => new Promise<void>(() => undefined)),
    });

    expect(performance.now() - started).toBeLessThan(1_000);
    expect(expectRejected(result, 'preparation').message).toMatch(/did not settle within 20 ms/);
  });

  it.each([
    [
      'throws',
      (() => {
        throw new Error('hook exploded');
      }) as RequestHook,
    ],
    [
      'rejects',
      (async () => {
        await Promise.resolve();
        throw new Error('hook rejected');
      }) as RequestHook,
    ],
  ])('§6 preparation: a hook that %s rejects at stage preparation', async (_label, hook) => {
    const result = await run({ hooks: hooksAt('evidence_assembly', hook) });

    expect(expectRejected(result, 'preparation').message).toMatch(/hook (exploded|rejected)/);
  });

  it('§6 provider failure: outcome provider_failed, recorded through the ledger owner as a provider_failed failure after one dispatch', async () => {
    const result = await run({ providerFails: 'HTTP 529 overloaded' });

    expect(result.outcome).toMatchObject({
      outcome: 'provider_failed',
      error: expect.stringContaining('HTTP 529 overloaded'),
    });
    expect(result.ledger.eventsFor('main-1').map((e) => e.type)).toEqual(['reserved', 'dispatched', 'failure']);
    expect(result.ledger.eventsFor('main-1')[2]).toMatchObject({ type: 'failure', phase: 'provider_failed' });
  });
});
