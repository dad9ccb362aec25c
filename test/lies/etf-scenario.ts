import { etfResearchFacts } from '../../src/harness/fixtures/etf-facts.js';
import type { Lie, LyingScenario } from '../../src/harness/lies/index.js';
import type { Mutation } from '../../src/harness/scenario.js';

/** The ETF research turn with one lie and nothing else going on: no faults, no other hooks. */
export function etfLyingScenario(lie: Lie, mutations: Mutation[] = []): LyingScenario {
  return {
    facts: etfResearchFacts(),
    identity: { runId: 'run-1', scopeId: 'scope-1', requestId: `lie-${lie.kind}-${lie.stage}-${lie.pick}` },
    messages: [{ role: 'user', content: 'Compare two MSCI World ETFs by fees and tracking difference.' }],
    publishable: ['Summary drafted earlier in the run.'],
    mutations,
    faults: { providerFails: false },
    lie,
  };
}
