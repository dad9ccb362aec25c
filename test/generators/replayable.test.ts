import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admissionFacts, scenario } from '../../generators/index.js';
import type { AdmissionFacts } from '../../src/reference/model/index.js';

// A faulty SUT may mutate owner facts in place (aliasing, shallow copies): later shrink runs must not see that.
function vandalize(facts: AdmissionFacts): void {
  facts.mode = 'entry';
  for (const connection of facts.registry.connections)
    for (const tool of connection.tools) tool.inputSchema['vandalized'] = true;
}

const vandalized = (facts: AdmissionFacts): boolean =>
  facts.mode === 'entry' || JSON.stringify(facts).includes('vandalized');

describe('generated values under in-place mutation', () => {
  it('never hands a shrink run facts that an earlier run mutated', () => {
    let runs = 0;
    let sawMutated = 0;
    const result = fc.check(
      fc.property(admissionFacts({ mode: 'research' }), (facts) => {
        runs += 1;
        if (vandalized(facts)) sawMutated += 1;
        const tools = facts.registry.connections.reduce((n, c) => n + c.tools.length, 0);
        vandalize(facts);
        return tools < 3;
      }),
      { seed: 3 },
    );
    expect(result.failed).toBe(true);
    expect(result.numShrinks).toBeGreaterThan(0);
    expect([runs > 10, sawMutated]).toEqual([true, 0]);
    const [facts] = result.counterexample ?? [];
    expect(facts?.registry.connections.reduce((n, c) => n + c.tools.length, 0)).toBe(3);
  });

  it('holds for a scenario nested in a record whose other field shrinks', () => {
    let sawMutated = 0;
    const result = fc.check(
      fc.property(fc.record({ s: scenario({ mode: 'research' }), n: fc.nat() }), ({ s, n }) => {
        if (vandalized(s.facts) || s.messages.length === 0) sawMutated += 1;
        vandalize(s.facts);
        s.messages.length = 0;
        return n < 5;
      }),
      { seed: 5 },
    );
    expect(result.counterexample?.[0].n).toBe(5);
    expect(sawMutated).toBe(0);
  });
});
