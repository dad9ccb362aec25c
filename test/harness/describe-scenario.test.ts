import { describe, expect, it } from 'vitest';
import { etfResearchFacts } from '../../src/harness/fixtures/etf-facts.js';
import { describeScenario } from '../../src/harness/describe-scenario.js';
import type { Scenario } from '../../src/harness/scenario.js';

const scenario: Scenario = {
  facts: etfResearchFacts(),
  identity: { runId: 'run-1', scopeId: 'scope-1', requestId: 'r', parentRequestId: 'main' },
  messages: [],
  publishable: [],
  mutations: [{ kind: 'delete', variant: 'remove', stage: 'pre_dispatch', target: 2, pick: 0, via: 'assembly' }],
  faults: { providerFails: true, hangAt: 'async_preparation' },
};

describe(describeScenario.name, () => {
  it('sums up a scenario in lines a person reads before the JSON', () => {
    const lines = describeScenario(scenario) ?? [];
    expect(lines[0]).toMatch(/^tools listed \(11\): "market__search_instruments"/);
    expect(lines[1]).toContain('Child request');
    expect(lines[2]).toBe('changes: delete/remove at pre_dispatch (assembly step, no hook) on tool #2');
    expect(lines[3]).toBe('faults: hangAt async_preparation, providerFails');
  });

  it('says nothing about values that are not scenarios', () => {
    expect(describeScenario({ facts: 1 })).toBeUndefined();
    expect(describeScenario([1, 2])).toBeUndefined();
  });
});
