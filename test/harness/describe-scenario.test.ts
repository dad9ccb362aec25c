import { describe, expect, it } from 'vitest';
import { etfResearchFacts } from '../../src/harness/fixtures/etf-facts.js';
import { briefOf, describeScenario } from '../../src/harness/describe-scenario.js';
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
    expect(lines[2]).toBe('changes: assembly step (no hook) at pre_dispatch: delete/remove on tool #2');
    expect(lines[3]).toBe('faults: hangAt async_preparation, providerFails');
  });

  it('says nothing about values that are not scenarios', () => {
    expect(describeScenario({ facts: 1 })).toBeUndefined();
    expect(describeScenario([1, 2])).toBeUndefined();
  });

  it('briefs a scenario in one line: which step, what change, at which stage, over which facts', () => {
    expect(briefOf(scenario)).toBe(
      'assembly step (no hook) at pre_dispatch: delete/remove on tool #2; fault hangAt async_preparation; fault providerFails (research mode, 11 tools listed, capacity 8, 0 Gateway fact(s), Child request)'.replace(
        'capacity 8',
        `capacity ${scenario.facts.stage.toolCapacity}`,
      ),
    );
  });

  it('briefs concurrent requests one by one, lying scenarios with their lie, and plain facts', () => {
    const calm = { ...scenario, mutations: [], faults: { providerFails: false } };
    expect(briefOf({ scenarios: [scenario, calm], scheduler: 'schedulerFor()' })).toMatch(
      /^2 concurrent requests on one system: #1 assembly step .* \| #2 no change to the tool list \(/,
    );
    const lying = { ...calm, lie: { kind: 'proxy', stage: 'extension', target: 1, pick: 0 } };
    expect(briefOf(lying)).toMatch(/^no change to the tool list; lie proxy at extension on tool #1 \(/);
    expect(briefOf(scenario.facts)).toMatch(/^owner facts: research mode, 11 tools listed/);
    expect(briefOf({ facts: scenario.facts, extra: 3 })).toMatch(/; extra=3$/);
    expect(briefOf([scenario.facts, scenario.facts])).toMatch(/^2 turns on one system, first: research mode/);
    expect(briefOf({ facts: 1 })).toBeUndefined();
  });
});
