import { describe, expect, it } from 'vitest';
import { CoverageCounter } from '../../src/harness/coverage.js';
import type { Mutation, Scenario } from '../../src/harness/scenario.js';
import { etfResearchFacts } from '../../src/harness/fixtures/etf-facts.js';
import { HOOK_STAGES } from '../../src/reference/pipeline/hooks.js';
import type { RequestOutcome } from '../../src/reference/pipeline/run-request.js';

const scenarioWith = (mutations: Mutation[]): Scenario => ({
  facts: etfResearchFacts(),
  identity: { runId: 'run-1', scopeId: 'scope-1', requestId: 'r' },
  messages: [],
  publishable: [],
  mutations,
  faults: { providerFails: false },
});

const summaryRejection: RequestOutcome = {
  outcome: 'rejected',
  reason: {
    stage: 'early',
    message: 'entry summary at $.entrySummary[0]',
    difference: {
      toolIndex: -1,
      field: 'entrySummary',
      path: '$.entrySummary[0]',
      expected: 'a',
      actual: 'b',
      reason: 'value differs',
    },
  },
};

describe('coverage of the Entry summary target (issue 18)', () => {
  it('counts summary mutations in their own rows and summary rejections as their own causes', () => {
    const counter = new CoverageCounter();
    counter.record(
      scenarioWith([{ kind: 'add', variant: 'outcome-claim', stage: 'extension', target: 0, pick: 0, on: 'summary' }]),
      summaryRejection,
    );
    const json = counter.toJSON();
    expect(json.cells['summary:add']?.['extension']).toBe(1);
    expect(json.cells['add']?.['extension']).toBe(0);
    expect(json.causes['summary-early']).toBe(1);
    expect(json.causes['early']).toBe(1);
  });

  it('names a summary kind the generator stopped reaching, and a stage no summary mutation struck', () => {
    const counter = new CoverageCounter();
    const kinds = ['delete', 'reorder', 'describe', 'identity'] as const;
    for (const stage of HOOK_STAGES.filter((s) => s !== 'evidence_assembly'))
      for (const kind of kinds)
        counter.record(
          scenarioWith([
            {
              kind,
              variant:
                kind === 'delete'
                  ? 'remove'
                  : kind === 'reorder'
                    ? 'swap'
                    : kind === 'describe'
                      ? 'outcome'
                      : 'deep-copy',
              stage,
              target: 0,
              pick: 0,
              on: 'summary',
            },
          ]),
          summaryRejection,
        );
    const summary = counter.shortfalls(1).filter((s) => s.startsWith('summary'));
    expect(summary).toEqual(['summary:add × any stage: 0', 'summary × evidence_assembly: 0']);
  });
});
