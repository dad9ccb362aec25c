import { describe, expect, it } from 'vitest';
import { etfResearchFacts } from '../../src/harness/fixtures/etf-facts.js';
import type { JsonValue } from '../../src/reference/model/index.js';
import { trimCounterexample } from '../../src/reports/trim-counterexample.js';

// Cast: GatewayFact's optional invocationId admits undefined, which JsonValue does not; the fixture has none.
const facts = etfResearchFacts() as unknown as JsonValue;
const scenario: JsonValue = {
  facts,
  identity: { runId: 'r', scopeId: 's', requestId: 'q' },
  messages: [],
  publishable: [],
  mutations: [{ kind: 'rename', variant: 'case', stage: 'extension', target: 1, pick: 0 }],
  faults: { providerFails: false },
};

describe(trimCounterexample.name, () => {
  it('puts the mutations first and shows the facts at a glance, tools by name', () => {
    const trimmed = trimCounterexample(scenario) as Record<string, JsonValue>;
    expect(Object.keys(trimmed)).toEqual(['mutations', 'facts']);
    const glance = trimmed['facts'] as Record<string, JsonValue>;
    expect(glance['tools']).toContain('market__search_instruments');
    expect(JSON.stringify(trimmed)).not.toContain('inputSchema');
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(scenario).length / 4);
  });

  it('cuts long texts and names descriptors by name in other values', () => {
    const tool = { name: 'x', description: 'd'.repeat(200), inputSchema: { type: 'object' } };
    expect(trimCounterexample({ tools: [tool], note: 'n'.repeat(200) })).toEqual({
      tools: ['tool x'],
      note: `${'n'.repeat(79)}…`,
    });
  });
});
