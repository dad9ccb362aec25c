import { describe, expect, it } from 'vitest';
import { faultById } from '../../src/faults/catalog.js';
import { inProcessSystem } from '../../src/harness/isolation/in-process.js';
import {
  checkLyingScenario,
  compileLie,
  createProbe,
  expectedLieVerdict,
  LIE_KINDS,
  LieSchema,
  SUMMARY_LIE_KINDS,
  type Lie,
  type LieKind,
  type LyingScenario,
} from '../../src/harness/lies/index.js';
import { referenceAdapter } from '../../src/harness/pipeline-adapter.js';
import type { ModelRequest } from '../../src/reference/model/index.js';
import { etfLyingScenario } from './etf-scenario.js';

/** The ETF turn in Entry mode: eight summary lines and no tools, so a summary lie is the only change. */
const entryScenario = (lie: Lie): LyingScenario => {
  const s = etfLyingScenario(lie);
  return { ...s, facts: { ...s.facts, mode: 'entry' } };
};

const summaryLie = (kind: LieKind, stage: Lie['stage'], target: number, pick: number): Lie => ({
  kind,
  stage,
  target,
  pick,
  on: 'summary',
});

describe('§4 + §7 lies in the Entry summary', () => {
  it.each(SUMMARY_LIE_KINDS)(
    '%s: rejected at its check with a difference in the summary at or above the lie, or dispatched honest after it',
    async (kind) => {
      // One stage per verdict (early, final, after the final check): installing does not depend on the stage.
      for (const stage of ['extension', 'pre_dispatch', 'after_final_check'] as const)
        for (const pick of [0, 1, 2, 3, 4, 5])
          for (const target of [0, 5]) {
            const lie = summaryLie(kind, stage, target, pick);
            const { run, findings } = await checkLyingScenario(
              inProcessSystem(referenceAdapter.createSystem()),
              entryScenario(lie),
            );
            expect(findings, JSON.stringify(lie)).toEqual([]);
            if (run.status !== 'settled') throw new Error(`${JSON.stringify(lie)}: ${run.status}`);
            const { outcome, probe } = run.value;
            expect(probe.installed && probe.lieAt?.startsWith('$.entrySummary')).toBe(true);
            expect(probe.trapCalls, 'the reader sprang a Proxy trap').toBe(0);
            if (expectedLieVerdict(lie) !== 'rejected') {
              expect(outcome.outcome).toBe('dispatched');
              continue;
            }
            if (outcome.outcome !== 'rejected') throw new Error(`${JSON.stringify(lie)} was ${outcome.outcome}`);
            expect(outcome.reason.difference).toMatchObject({ toolIndex: -1, field: 'entrySummary' });
            expect(outcome.reason.difference?.path).toMatch(/^\$\.entrySummary/);
          }
    },
  );

  it('an empty summary (Research mode) still gives every kind a home', async () => {
    for (const kind of SUMMARY_LIE_KINDS) {
      const lie = summaryLie(kind, 'pre_dispatch', 0, 1);
      const { findings, run } = await checkLyingScenario(
        inProcessSystem(referenceAdapter.createSystem()),
        etfLyingScenario(lie),
      );
      expect(findings, kind).toEqual([]);
      expect(run.status === 'settled' && run.value.outcome.outcome).toBe('rejected');
    }
  });

  it('installs exactly the kinds that have a meaning there, and the schema refuses the others', () => {
    for (const kind of LIE_KINDS) {
      const lie = summaryLie(kind, 'pre_dispatch', 0, 0);
      const request = { tools: [], entrySummary: ['a line'] } as unknown as ModelRequest;
      const probe = createProbe();
      void compileLie(lie, probe)(request, { stage: 'pre_dispatch', signal: new AbortController().signal });
      const meaningful = SUMMARY_LIE_KINDS.includes(kind);
      expect(probe.installed, kind).toBe(meaningful);
      expect(LieSchema.safeParse(lie).success, kind).toBe(meaningful);
    }
  });

  it('a careless summary check is caught: a JSON round trip passes a toJSON, an unrooted path names a tool', async () => {
    // own-tojson pick 1: the list changed, its toJSON returns the honest lines.
    const json = await checkLyingScenario(
      inProcessSystem(faultById('summary-read-as-json').adapter.createSystem()),
      entryScenario(summaryLie('own-tojson', 'pre_dispatch', 0, 1)),
    );
    expect(json.run.status === 'settled' && json.run.value.outcome.outcome).toBe('dispatched');
    expect(json.findings[0]).toMatchObject({ code: 'lie' });
    const unrooted = await checkLyingScenario(
      inProcessSystem(faultById('summary-path-unrooted').adapter.createSystem()),
      entryScenario(summaryLie('nan', 'pre_dispatch', 2, 0)),
    );
    expect(unrooted.findings[0]).toMatchObject({ code: 'reason', expected: 2, actual: -1 });
    const atRoot = await checkLyingScenario(
      inProcessSystem(faultById('summary-path-unrooted').adapter.createSystem()),
      entryScenario(summaryLie('proxy', 'pre_dispatch', 0, 0)),
    );
    expect(atRoot.findings[0]).toMatchObject({ code: 'reason', expected: '$.entrySummary', actual: '$' });
  });
});
