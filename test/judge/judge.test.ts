import { describe, expect, it } from 'vitest';
import { faultById } from '../../src/faults/catalog.js';
import { guardAdapter } from '../../src/harness/adapter-guard.js';
import type { A34Adapter } from '../../src/harness/adapter.js';
import { judge, judgeRun, type Finding, type FindingCode } from '../../src/harness/judge/index.js';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import { runScenario } from '../../src/harness/run-scenario.js';
import { bounded, expectLyingOutcome, runLyingScenario } from '../../src/harness/lies/index.js';
import { etf, findingsOf, mutation } from './observe.js';

const fault = (id: string): A34Adapter => faultById(id).adapter;
const codes = (findings: readonly Finding[]): FindingCode[] => findings.map((f) => f.code);
const first = (findings: readonly Finding[]): Finding => {
  const found = findings[0];
  if (found === undefined) throw new Error('expected a finding, the judge found none');
  return found;
};

describe('judge: the reference draws no finding', () => {
  it.each([
    ['a plain turn', etf()],
    ['an identity rewrite', etf({ mutations: [mutation('identity', 'equal-value', 'pre_dispatch')] })],
    [
      'a delete before dispatch (rejected at final)',
      etf({ mutations: [mutation('delete', 'remove', 'pre_dispatch')] }),
    ],
    ['a failing provider', etf({ faults: { providerFails: true } })],
    ['a Child rejected in preparation', etf({ child: true, faults: { rejectAt: 'async_preparation' } })],
    ['a lie at the final check', etf({ lie: { kind: 'proto-key', stage: 'pre_dispatch', target: 1, pick: 0 } })],
  ])('%s', async (_, s) => {
    expect((await findingsOf(referenceAdapter, s)).findings).toEqual([]);
  });
});

describe('judge: a step that freezes the request', () => {
  it('the reference rejects in preparation when its own later writes meet the freeze, with a message, settled once', async () => {
    const { findings, expected } = await findingsOf(referenceAdapter, etf({ faults: { freezeAt: 'extension' } }));
    expect(expected).toMatchObject({ outcome: 'dispatched', orPreparation: true });
    expect(findings).toEqual([]);
  });

  it('the reference dispatches when it writes nothing after the freeze', async () => {
    const { findings, expected } = await findingsOf(
      referenceAdapter,
      etf({ faults: { freezeAt: 'after_final_check' } }),
    );
    expect(expected).toMatchObject({ outcome: 'dispatched', orPreparation: true });
    expect(findings).toEqual([]);
  });

  it('a freeze after the deciding check leaves no alternative: an early rejection stays early', async () => {
    const s = etf({ mutations: [mutation('delete', 'remove', 'extension')], faults: { freezeAt: 'context_fitting' } });
    const { findings, expected } = await findingsOf(referenceAdapter, s);
    expect(expected).toMatchObject({ outcome: 'rejected', stage: 'early' });
    expect(expected).not.toHaveProperty('orPreparation');
    expect(findings).toEqual([]);
  });

  it('only the freeze makes a preparation rejection lawful: judged without it, the same run is a finding', async () => {
    const system = referenceAdapter.createSystem();
    const run = await bounded(() => runLyingScenario(system, etf({ faults: { freezeAt: 'extension' } })), 500);
    expect(run.status === 'settled' && run.value.outcome).toMatchObject({ reason: { stage: 'preparation' } });
    const unfrozen = expectLyingOutcome(etf(), (facts) => system.project(facts));
    expect(codes(judgeRun(run, unfrozen))).toContain('outcome');
  });
});

describe('judge: each code, from a known-faulty implementation', () => {
  it('outcome: early-only lets a change before dispatch through', async () => {
    const { findings } = await findingsOf(
      fault('early-only'),
      etf({ mutations: [mutation('delete', 'remove', 'pre_dispatch')] }),
    );
    expect(first(findings)).toMatchObject({
      code: 'outcome',
      message: 'expected a rejection at final, got dispatched',
      expected: { outcome: 'rejected', stage: 'final' },
      actual: 'dispatched',
    });
  });

  it('stage: final-only rejects an extension change at final instead of early', async () => {
    const { findings } = await findingsOf(
      fault('final-only'),
      etf({ mutations: [mutation('delete', 'remove', 'extension')] }),
    );
    expect(first(findings)).toMatchObject({ code: 'stage', expected: 'early', actual: 'final' });
  });

  it('reason: set-compare points its difference away from the lie', async () => {
    const s = etf({ lie: { kind: 'proto-key', stage: 'pre_dispatch', target: 1, pick: 0 } });
    const { findings } = await findingsOf(fault('set-compare'), s);
    expect(first(findings)).toMatchObject({ code: 'reason', expected: '$[1].__proto__' });
    expect(first(findings).difference?.path).toBe(first(findings).actual);
  });

  it('provider-surface: rereads-at-dispatch sends what a hook changed after the final check, with both lists', async () => {
    const { findings, expected } = await findingsOf(
      fault('rereads-at-dispatch'),
      etf({ mutations: [mutation('delete', 'remove', 'after_final_check')] }),
    );
    const found = first(findings);
    expect(found.code).toBe('provider-surface');
    if (expected.outcome === 'rejected') throw new Error('the oracle expected a rejection');
    expect(found.surfaces?.expected).toHaveLength(expected.surface.length);
    expect(found.surfaces?.actual).toHaveLength(expected.surface.length - 1);
    expect(found.difference).toMatchObject({ toolIndex: 1 });
  });

  it.each([
    ['settles-twice', etf({ faults: { rejectAt: 'async_preparation' } }), /closed the reservation 2 times/],
    ['wrong-rejection-phase', etf({ faults: { rejectAt: 'async_preparation' } }), /reported as provider_failed/],
    ['dispatch-recorded-twice', etf(), /dispatched 2 times by the ledger's record/],
    ['provider-called-twice', etf(), /dispatched to the provider 2 times/],
    ['provider-failure-unreported', etf({ faults: { providerFails: true } }), /never reported/],
    [
      'child-closes-main',
      etf({ child: true, faults: { rejectAt: 'async_preparation' } }),
      /Child request settled the Main/,
    ],
    ['writes-own-receipt', etf({ faults: { rejectAt: 'async_preparation' } }), /receipt of its own/],
  ])('settlement: %s', async (id, s, message) => {
    const { findings } = await findingsOf(fault(id), s);
    expect(findings.filter((f) => f.code === 'settlement').map((f) => f.message)).toContainEqual(
      expect.stringMatching(message),
    );
  });

  it("facts-changed: request-shares-registry lets an in-place edit reach the registry's descriptor", async () => {
    const s = etf({ mutations: [mutation('schema-in-place', 'type', 'extension')] });
    const { findings } = await findingsOf(fault('request-shares-registry'), s);
    expect(codes(findings)).toContain('facts-changed');
  });

  it('publication-changed: drops-publishable clears the run text on a rejection', async () => {
    const { findings } = await findingsOf(fault('drops-publishable'), etf({ faults: { rejectAt: 'pre_dispatch' } }));
    expect(codes(findings)).toEqual(['publication-changed']);
  });

  it('lie: trusts-getters accepts a flipping getter; no-proxy-check springs a looping trap', async () => {
    const getter = await findingsOf(
      fault('trusts-getters'),
      etf({ lie: { kind: 'flipping-getter', stage: 'pre_dispatch', target: 1, pick: 0 } }),
    );
    expect(first(getter.findings)).toMatchObject({
      code: 'lie',
      message: expect.stringMatching(/flipping-getter lie/),
    });
    const trap = await findingsOf(
      fault('no-proxy-check'),
      etf({ lie: { kind: 'proxy', stage: 'pre_dispatch', target: 1, pick: 2 } }),
    );
    expect(first(trap.findings)).toMatchObject({ code: 'lie', message: expect.stringMatching(/loops forever/) });
  });

  it('crash: reject-without-settling throws instead of rejecting', async () => {
    const { findings } = await findingsOf(
      fault('reject-without-settling'),
      etf({ faults: { rejectAt: 'pre_dispatch' } }),
    );
    expect(first(findings)).toMatchObject({ code: 'crash', call: 'runRequest' });
  });

  it('result-shape: rereads-at-dispatch returns a dispatched surface that still carries the lie (an own toJSON)', async () => {
    const guarded = guardAdapter(fault('rereads-at-dispatch'), { module: 'rereads-at-dispatch', caseTimeoutMs: 1_000 });
    const s = etf({ lie: { kind: 'own-tojson', stage: 'after_final_check', target: 1, pick: 0 } });
    const { findings } = await findingsOf(guarded.adapter, s);
    expect(first(findings)).toMatchObject({ code: 'result-shape', call: 'runRequest' });
  });

  it('hang: a request that never settles is a finding, never a pass', () => {
    expect(
      codes(judgeRun({ status: 'hung' }, { outcome: 'rejected', stage: 'final', identity: etf().identity })),
    ).toEqual(['hang']);
  });

  it('late-effect: a provider call reported after the outcome', async () => {
    const s = etf();
    const observation = await runScenario(referenceAdapter.createSystem(), s);
    const expected = { outcome: 'dispatched' as const, identity: s.identity };
    const late = { ...observation, lateEffects: [{ kind: 'provider-call' as const, requestId: 'req-1', afterMs: 3 }] };
    expect(judge(late, expected)).toEqual([
      {
        code: 'late-effect',
        message: 'late provider call for req-1, 3 ms after the outcome was returned',
        actual: 'provider-call',
        layer: 'settlement',
        returned: { outcome: 'dispatched' },
      },
    ]);
  });
});
